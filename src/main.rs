use std::io::ErrorKind;
use std::process::ExitCode;

use clap::FromArgMatches;

fn main() -> ExitCode {
    // `--help` lists the commands in the reader's language.
    let args: Vec<String> = std::env::args_os()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let lang = if skyjo::flags::asks_for_help(&args) {
        skyjo::flags::lang_in(&args)
    } else {
        // The descriptions are read by --help alone: no catalog to load.
        skyjo::i18n::Lang::EN
    };
    // Only the commands named are worded whole: the others are only listed.
    let scope = skyjo::flags::help::Scope::named(&args);
    // Each command's own options are built only for the command run.
    let mut command = skyjo::flags::args::lazily(|| skyjo::flags::help::command_for(lang, &scope));
    let parsed = command
        .try_get_matches_from_mut(std::env::args_os())
        .and_then(|matches| {
            Ok((
                skyjo::flags::args::Cli::from_arg_matches(&matches)?,
                matches,
            ))
        });
    // The command line's tree (every command, every option) is let go with
    // the process, not taken apart one piece at a time: that was a tenth of
    // a start of the program (docs/performance.md).
    std::mem::forget(command);
    let (cli, matches) = match parsed {
        Ok(parsed) => parsed,
        Err(err) => return usage_error(err, &args, &scope),
    };
    let json = cli.json;
    let settings = match skyjo::flags::Settings::resolve(&matches) {
        Ok(settings) => settings,
        Err(err) => {
            // No command runs on a half-read config. Its error is worded in
            // the language of the flag, else of the file, else the locale's.
            let lang = skyjo::i18n::Lang::detect(cli.lang.or(err.lang));
            let color = cli.color.unwrap_or(skyjo::flags::ColorChoice::Auto);
            return failure(&err.into(), json, lang, color);
        }
    };
    let (lang, color) = (settings.lang.value, settings.color.value);
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
    color: skyjo::flags::ColorChoice,
) -> ExitCode {
    if json {
        eprintln!("{}", skyjo::error::json(err));
    } else {
        let line = skyjo::error::line(lang, err);
        // Stopping at a prompt on purpose is said, not called an error.
        let line = if skyjo::error::is_stop(err) {
            line
        } else {
            skyjo::render::error_line(color, lang, &line)
        };
        eprintln!("{}", skyjo::render::layout::for_stderr(&line));
    }
    ExitCode::FAILURE
}

/// A usage error as one line in the reader's language, from clap's error
/// kind and context (help and version are clap's to print); exit code 2.
fn usage_error(err: clap::Error, args: &[String], scope: &skyjo::flags::help::Scope) -> ExitCode {
    let lang = skyjo::flags::lang_in(args);
    // A help (or version) asked for is laid out by `help`, which reads the
    // command line again itself.
    if matches!(
        err.kind(),
        clap::error::ErrorKind::DisplayHelp | clap::error::ErrorKind::DisplayVersion
    ) {
        return help(err, args, lang, scope);
    }
    // Read again by the command in the reader's words, so the placeholders
    // the error names are theirs and a help clap prints for a missing
    // command is in them (only on this path: no catalog otherwise).
    let err = if lang == skyjo::i18n::Lang::EN {
        err
    } else {
        skyjo::flags::help::command_for(lang, scope)
            .try_get_matches_from(args)
            .err()
            .unwrap_or(err)
    };
    let command = skyjo::flags::subcommand_in(args).unwrap_or_default();
    let Some(line) = skyjo::flags::help::usage_error(&err, lang, &command) else {
        return help(err, args, lang, scope);
    };
    let color = skyjo::flags::ColorChoice::Auto;
    let line = skyjo::render::error_line(color, lang, &line);
    eprintln!("{}", skyjo::render::layout::for_stderr(&line));
    ExitCode::from(2)
}

/// The help (or version) clap laid out, printed as clap prints it (on
/// stdout, or on stderr with exit code 2 for a command left out, in colour
/// on a terminal), but with the spaces that kept a command whole as plain
/// spaces again.
fn help(
    err: clap::Error,
    args: &[String],
    lang: skyjo::i18n::Lang,
    scope: &skyjo::flags::help::Scope,
) -> ExitCode {
    use std::io::Write;
    let err = skyjo::flags::help::help_command(lang, scope)
        .try_get_matches_from(args)
        .err()
        .filter(|again| again.kind() == err.kind())
        .unwrap_or(err);
    let stderr = err.use_stderr();
    let term = if stderr {
        console::Term::stderr()
    } else {
        console::Term::stdout()
    };
    let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty())
        || std::env::var_os("TERM").is_some_and(|t| t == "dumb");
    let rendered = err.render();
    let text = if term.is_term() && !no_color {
        rendered.ansi().to_string()
    } else {
        rendered.to_string()
    };
    let text = skyjo::flags::help::printed(&text);
    // `skyjo --help | head` closes the pipe early: that is not an error.
    let _ = if stderr {
        std::io::stderr().lock().write_all(text.as_bytes())
    } else {
        std::io::stdout().lock().write_all(text.as_bytes())
    };
    ExitCode::from(u8::try_from(err.exit_code()).unwrap_or(2))
}

fn is_broken_pipe(err: &anyhow::Error) -> bool {
    err.chain()
        .filter_map(|e| e.downcast_ref::<std::io::Error>())
        .any(|e| e.kind() == ErrorKind::BrokenPipe)
}
