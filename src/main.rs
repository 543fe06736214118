use std::io::ErrorKind;
use std::process::ExitCode;

use clap::Parser;
use clap::error::{ContextKind, ContextValue, ErrorKind as ClapKind};

fn main() -> ExitCode {
    let cli = match skyjo::cli::Cli::try_parse() {
        Ok(cli) => cli,
        Err(err) => return usage_error(err),
    };
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

/// A missing required value is one line that names what to add, for every
/// command alike; other usage errors are clap's (exit 2 either way).
fn usage_error(err: clap::Error) -> ExitCode {
    let missing = match err.get(ContextKind::InvalidArg) {
        Some(ContextValue::Strings(args)) if err.kind() == ClapKind::MissingRequiredArgument => {
            args.clone()
        }
        _ => err.exit(),
    };
    let args: Vec<String> = std::env::args().collect();
    let lang = skyjo::cli::lang_in(&args);
    let command = skyjo::cli::subcommand_in(&args).unwrap_or_default();
    let line = skyjo::render::missing_arguments(&missing, &command, lang);
    let color = skyjo::cli::ColorChoice::Auto;
    eprintln!("{}{line}", skyjo::render::error_prefix(color, lang));
    ExitCode::from(2)
}

fn is_broken_pipe(err: &anyhow::Error) -> bool {
    err.chain()
        .filter_map(|e| e.downcast_ref::<std::io::Error>())
        .any(|e| e.kind() == ErrorKind::BrokenPipe)
}
