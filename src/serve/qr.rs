//! The page's address as a QR code in the terminal: two rows of modules per
//! line of half-block characters, with the quiet zone a camera needs.

use qrcode::{Color, EcLevel, QrCode};

/// Light modules around the code (the standard asks for 4).
const QUIET: usize = 4;

/// `text` as a QR code drawn with `█ ▀ ▄` and spaces, one string of lines.
/// The blocks are the code's light modules, which reads right on the dark
/// background of most terminals; with `color`, the code is drawn in black
/// on white whatever the terminal's colors. Empty if `text` does not fit.
pub fn draw(text: &str, color: bool) -> String {
    let Ok(code) = QrCode::with_error_correction_level(text.as_bytes(), EcLevel::M) else {
        return String::new();
    };
    let width = code.width();
    let colors = code.to_colors();
    let size = width + 2 * QUIET;
    // Light outside the code, the code's own colors inside.
    let light = |x: usize, y: usize| -> bool {
        if x < QUIET || y < QUIET || x >= width + QUIET || y >= width + QUIET {
            return true;
        }
        colors[(y - QUIET) * width + (x - QUIET)] == Color::Light
    };
    let mut out = String::new();
    for y in (0..size).step_by(2) {
        if color {
            out.push_str("\x1b[38;5;231;48;5;16m");
        }
        for x in 0..size {
            let top = light(x, y);
            let bottom = y + 1 < size && light(x, y + 1);
            out.push(match (top, bottom) {
                (true, true) => '█',
                (true, false) => '▀',
                (false, true) => '▄',
                (false, false) => ' ',
            });
        }
        if color {
            out.push_str("\x1b[0m");
        }
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_code_is_square_with_its_quiet_zone() {
        let text = "http://192.168.1.20:8717/t/0123456789abcdef0123456789abcdef/";
        let drawn = draw(text, false);
        let width = QrCode::with_error_correction_level(text.as_bytes(), EcLevel::M)
            .unwrap()
            .width();
        let lines: Vec<&str> = drawn.lines().collect();
        assert_eq!(lines.len(), (width + 2 * QUIET).div_ceil(2));
        assert!(lines.iter().all(|l| l.chars().count() == width + 2 * QUIET));
        // The quiet zone: the first line is all light.
        assert!(lines[0].chars().all(|c| c == '█'));
        // It fits a terminal of 80 columns.
        assert!(width + 2 * QUIET <= 80);
    }

    #[test]
    fn color_draws_black_on_white() {
        let drawn = draw("http://127.0.0.1:1/t/x/", true);
        assert!(
            drawn
                .lines()
                .all(|l| l.starts_with("\x1b[38;5;231;48;5;16m") && l.ends_with("\x1b[0m"))
        );
    }
}
