//! The manual in the binary: the documents of `docs/` that `skyjo docs NAME`
//! prints, listed once here for `docs` itself and for the line of `--help`
//! that names them.

/// A document of `docs/`, in the binary: whoever installed skyjo can read it.
pub struct Doc {
    /// Its name: `skyjo docs NAME`, the file `docs/NAME.md`.
    pub name: &'static str,
    /// The catalog id of what it is about, in a few words (the list).
    pub about: &'static str,
    /// Its pages by language code, English (`NAME.md`) first; another
    /// language's page is `NAME.CODE.md`, written for that reader.
    pub pages: &'static [(&'static str, &'static str)],
}

/// A page of `docs/` by its file name.
macro_rules! page {
    ($code:literal, $file:literal) => {
        ($code, include_str!(concat!("../../docs/", $file)))
    };
}

/// The manual: the pages a family reads first, then the references, then
/// the developers' page. The list of `skyjo docs` is in this order.
pub const DOCS: &[Doc] = &[
    Doc {
        name: "rules",
        about: "docs-about-rules",
        pages: &[
            page!("en", "rules.md"),
            page!("sv", "rules.sv.md"),
            page!("da", "rules.da.md"),
            page!("nb", "rules.nb.md"),
            page!("de", "rules.de.md"),
            page!("fr", "rules.fr.md"),
        ],
    },
    Doc {
        name: "sync",
        about: "docs-about-sync",
        pages: &[
            page!("en", "sync.md"),
            page!("sv", "sync.sv.md"),
            page!("da", "sync.da.md"),
            page!("nb", "sync.nb.md"),
            page!("de", "sync.de.md"),
            page!("fr", "sync.fr.md"),
        ],
    },
    Doc {
        name: "odds",
        about: "docs-about-odds",
        pages: &[
            page!("en", "odds.md"),
            page!("sv", "odds.sv.md"),
            page!("da", "odds.da.md"),
        ],
    },
    Doc {
        name: "chances",
        about: "docs-about-chances",
        pages: &[page!("en", "chances.md")],
    },
    Doc {
        name: "advise",
        about: "docs-about-advise",
        pages: &[page!("en", "advise.md")],
    },
    Doc {
        name: "cli",
        about: "docs-about-cli",
        pages: &[page!("en", "cli.md")],
    },
    Doc {
        name: "export",
        about: "docs-about-export",
        pages: &[page!("en", "export.md")],
    },
    Doc {
        name: "ratings",
        about: "docs-about-ratings",
        pages: &[page!("en", "ratings.md")],
    },
    Doc {
        name: "reliability",
        about: "docs-about-reliability",
        pages: &[page!("en", "reliability.md")],
    },
    Doc {
        name: "generator",
        about: "docs-about-generator",
        pages: &[page!("en", "generator.md")],
    },
    Doc {
        name: "performance",
        about: "docs-about-performance",
        pages: &[page!("en", "performance.md")],
    },
    Doc {
        name: "engine",
        about: "docs-about-engine",
        pages: &[page!("en", "engine.md")],
    },
];

impl Doc {
    /// The page in `lang`, if the document has one.
    pub fn page_in(&self, lang: crate::i18n::Lang) -> Option<&'static str> {
        self.pages
            .iter()
            .find(|(code, _)| *code == lang.code())
            .map(|(_, text)| *text)
    }
}

/// The documents' names, in the order of the list: `rules, sync, odds, ...`.
pub fn names() -> String {
    DOCS.iter()
        .map(|doc| doc.name)
        .collect::<Vec<_>>()
        .join(", ")
}

/// What `docs` is in English, for `--help` and the man page: the doc
/// comments' words, with the documents' names from [`DOCS`] (the catalogs'
/// `about-docs` words the same with `$names`).
pub fn about() -> String {
    format!("Read a document of the manual: {}", names())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every page of `docs/` is a page of `skyjo docs`, under its name and
    /// language (`rules.da.md`: `rules` in Danish), English first; but the
    /// packagers' page, read where the packages are built.
    #[test]
    fn every_page_of_docs_is_in_the_binary() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs");
        let mut files: Vec<String> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .filter(|f| f.ends_with(".md") && f != "packaging.md")
            .collect();
        files.sort();
        let mut served: Vec<String> = Vec::new();
        for doc in DOCS {
            assert_eq!(doc.pages[0].0, "en", "{}", doc.name);
            for (code, text) in doc.pages {
                let file = match *code {
                    "en" => format!("{}.md", doc.name),
                    code => format!("{}.{code}.md", doc.name),
                };
                let on_disk = std::fs::read_to_string(dir.join(&file)).unwrap();
                assert_eq!(*text, on_disk, "{file}");
                assert!(
                    crate::i18n::Lang::from_code(code).is_some(),
                    "{file}: no catalog {code}"
                );
                served.push(file);
            }
        }
        served.sort();
        assert_eq!(served, files);
    }
}
