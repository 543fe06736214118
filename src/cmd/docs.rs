//! The documents skyjo carries: `skyjo docs` (the guides, in the reader's
//! language where they are written in it), `skyjo man` (the manual pages)
//! and `skyjo completions` (a shell's completions).

use anyhow::Result;

use super::Ctx;
use crate::flags::docs::DOCS;
use crate::input::{FileError, InputError};

/// `skyjo completions SHELL`: the script of the shell's completions.
pub(super) fn completions(args: crate::flags::args::CompletionsArgs) -> Result<String> {
    let mut script = Vec::new();
    clap_complete::generate(
        args.shell,
        &mut crate::flags::help::reference_command(),
        "skyjo",
        &mut script,
    );
    Ok(String::from_utf8(script)?)
}

/// `skyjo man [--dir DIR]`: the manual page, or every page written to `DIR`.
pub(super) fn man(args: crate::flags::args::ManArgs) -> Result<String> {
    match args.dir {
        None => {
            let mut page = Vec::new();
            clap_mangen::Man::new(crate::flags::help::reference_command()).render(&mut page)?;
            Ok(String::from_utf8(page)?)
        }
        Some(dir) => {
            // The folder is made as `mkdir -p` would (a packaging script
            // names a fresh one); the main page refers to the others, so
            // every one is written.
            std::fs::create_dir_all(&dir)
                .and_then(|()| {
                    clap_mangen::generate_to(crate::flags::help::reference_command(), &dir)
                })
                .map_err(|source| FileError::CannotCreate {
                    path: dir.display().to_string(),
                    source,
                })?;
            Ok(String::new())
        }
    }
}

/// `skyjo docs [NAME]`: a document in the reader's language where it is
/// written in it, else in English; or the list, each named in the reader's
/// language and marked where it is in English only.
pub(super) fn docs(ctx: &Ctx, args: crate::flags::args::DocsArgs) -> Result<String> {
    let lang = ctx.style.lang;
    match args.name {
        None => {
            let list: Vec<(&str, &'static str, bool)> = DOCS
                .iter()
                .map(|doc| (doc.name, doc.about, doc.page_in(lang).is_some()))
                .collect();
            Ok(crate::render::docs_list(
                &list,
                lang,
                usize::from(ctx.style.width),
            ))
        }
        Some(name) => DOCS
            .iter()
            .find(|doc| doc.name.eq_ignore_ascii_case(&name))
            .map(|doc| {
                let (page, page_lang) = doc.page_in(lang).map_or_else(
                    || {
                        let en = crate::i18n::Lang::EN;
                        (doc.page_in(en).unwrap_or_default(), en)
                    },
                    |page| (page, lang),
                );
                crate::render::markdown::markdown(
                    page,
                    usize::from(ctx.style.width),
                    ctx.style.color,
                    page_lang,
                )
            })
            .ok_or_else(|| {
                let names: Vec<&str> = DOCS.iter().map(|doc| doc.name).collect();
                InputError::NoSuchDoc {
                    name,
                    names: names.join(", "),
                }
                .into()
            }),
    }
}
