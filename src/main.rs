use std::io::ErrorKind;
use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    let cli = skyjo::cli::Cli::parse();
    let (json, color) = (cli.json, cli.color);
    let lang = skyjo::i18n::Lang::detect(cli.lang);
    match skyjo::cmd::run(cli, &mut std::io::stdout().lock()) {
        Ok(()) => ExitCode::SUCCESS,
        // `skyjo show | head` closes the pipe early: that is not an error.
        Err(err) if is_broken_pipe(&err) => ExitCode::SUCCESS,
        Err(err) if json => {
            eprintln!("{}", skyjo::render::error_json(&err));
            ExitCode::FAILURE
        }
        Err(err) => {
            let line = skyjo::render::error_line(lang, &err);
            eprintln!("{}{line}", skyjo::render::error_prefix(color, lang));
            ExitCode::FAILURE
        }
    }
}

fn is_broken_pipe(err: &anyhow::Error) -> bool {
    err.chain()
        .filter_map(|e| e.downcast_ref::<std::io::Error>())
        .any(|e| e.kind() == ErrorKind::BrokenPipe)
}
