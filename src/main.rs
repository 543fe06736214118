use std::io::ErrorKind;
use std::process::ExitCode;

use clap::FromArgMatches;
use clap::error::{ContextKind, ContextValue, ErrorKind as ClapKind};

fn main() -> ExitCode {
    // `--help` lists the commands in the reader's language.
    let args: Vec<String> = std::env::args_os()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let lang = if skyjo::cli::asks_for_help(&args) {
        skyjo::cli::lang_in(&args)
    } else {
        // The descriptions are read by --help alone: no catalog to load.
        skyjo::i18n::Lang::EN
    };
    let parsed = skyjo::cli::command(lang)
        .try_get_matches()
        .and_then(|matches| skyjo::cli::Cli::from_arg_matches(&matches));
    let cli = match parsed {
        Ok(cli) => cli,
        Err(err) => return usage_error(err, &args),
    };
    let json = cli.json;
    let settings = match skyjo::cmd::settings(&cli) {
        Ok(settings) => settings,
        Err(err) => {
            // No command runs on a half-read config.
            let lang = skyjo::i18n::Lang::detect(cli.lang);
            let color = cli.color.unwrap_or(skyjo::cli::ColorChoice::Auto);
            return failure(&err, json, lang, color);
        }
    };
    let (lang, color) = (settings.lang.0, settings.color.0);
    match skyjo::cmd::run(cli, settings, &mut std::io::stdout().lock()) {
        Ok(()) => ExitCode::SUCCESS,
        // `skyjo show | head` closes the pipe early: that is not an error.
        Err(err) if is_broken_pipe(&err) => ExitCode::SUCCESS,
        Err(err) => failure(&err, json, lang, color),
    }
}

/// An error as one line (or JSON with --json) on stderr; exit 1.
fn failure(
    err: &anyhow::Error,
    json: bool,
    lang: skyjo::i18n::Lang,
    color: skyjo::cli::ColorChoice,
) -> ExitCode {
    if json {
        eprintln!("{}", skyjo::render::error_json(err));
    } else {
        let line = skyjo::render::error_line(lang, err);
        let line = format!("{}{line}", skyjo::render::error_prefix(color, lang));
        eprintln!("{}", skyjo::render::layout::for_stderr(&line));
    }
    ExitCode::FAILURE
}

/// A missing required value is one line that names what to add, for every
/// command alike; other usage errors are clap's (exit 2 either way).
fn usage_error(err: clap::Error, args: &[String]) -> ExitCode {
    let missing = match err.get(ContextKind::InvalidArg) {
        Some(ContextValue::Strings(args)) if err.kind() == ClapKind::MissingRequiredArgument => {
            args.clone()
        }
        _ => err.exit(),
    };
    let lang = skyjo::cli::lang_in(args);
    let command = skyjo::cli::subcommand_in(args).unwrap_or_default();
    let line = skyjo::render::missing_arguments(&missing, &command, lang);
    let color = skyjo::cli::ColorChoice::Auto;
    let line = format!("{}{line}", skyjo::render::error_prefix(color, lang));
    eprintln!("{}", skyjo::render::layout::for_stderr(&line));
    ExitCode::from(2)
}

fn is_broken_pipe(err: &anyhow::Error) -> bool {
    err.chain()
        .filter_map(|e| e.downcast_ref::<std::io::Error>())
        .any(|e| e.kind() == ErrorKind::BrokenPipe)
}
