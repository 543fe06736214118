//! The page's address as a QR code in the terminal: two rows of modules per
//! line of half-block characters, with the quiet zone a camera needs.

use qrcode::{Color, EcLevel, QrCode};

/// Light modules around the code (the standard asks for 4).
const QUIET: usize = 4;

/// The code of `text` at error correction level M (15% of it may be
/// unreadable), or at L (7%) where that makes it one size smaller: a code on
/// a screen is not scratched, and every address of a local network (IPv4,
/// any port) then takes 33 modules at most, as most do at M.
fn smallest(text: &str) -> Option<QrCode> {
    let m = QrCode::with_error_correction_level(text.as_bytes(), EcLevel::M).ok();
    let l = QrCode::with_error_correction_level(text.as_bytes(), EcLevel::L).ok();
    match (m, l) {
        (Some(m), Some(l)) if l.width() < m.width() => Some(l),
        (Some(m), _) => Some(m),
        (None, l) => l,
    }
}

/// `text` as a QR code drawn with `█ ▀ ▄` and spaces, one string of lines.
/// The blocks are the code's light modules, which reads right on the dark
/// background of most terminals; with `color`, the code is drawn in black
/// on white whatever the terminal's colors. Empty if `text` does not fit.
pub fn draw(text: &str, color: bool) -> String {
    let Some(code) = smallest(text) else {
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
    // Two rows a line: the code's odd side has one row too many, so its
    // bottom quiet zone is 3 modules (a reader needs less than the
    // standard's 4) and the code takes one line less: 20 for the address of
    // `serve` on a local network, which so fits a terminal of 24 lines.
    let rows = size - size % 2;
    let mut out = String::new();
    for y in (0..rows).step_by(2) {
        if color {
            out.push_str("\x1b[38;5;231;48;5;16m");
        }
        for x in 0..size {
            let top = light(x, y);
            let bottom = light(x, y + 1);
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
        let width = smallest(text).unwrap().width();
        let lines: Vec<&str> = drawn.lines().collect();
        // Two rows a line, the last row of the quiet zone left out.
        assert_eq!(lines.len(), (width + 2 * QUIET) / 2);
        assert_eq!(lines.len(), 20);
        assert!(lines.iter().all(|l| l.chars().count() == width + 2 * QUIET));
        // The quiet zone: the first and the last line are all light.
        assert!(lines[0].chars().all(|c| c == '█'));
        assert!(lines[lines.len() - 1].chars().all(|c| c == '█'));
        // It fits a terminal of 80 columns.
        assert!(width + 2 * QUIET <= 80);
    }

    #[test]
    fn every_local_network_address_takes_33_modules_at_most() {
        let token = "0123456789abcdef0123456789abcdef";
        for host in [
            "10.0.0.5",
            "192.168.1.20",
            "192.168.178.100",
            "255.255.255.255",
        ] {
            for port in [1, 8717, 65535] {
                let text = format!("http://{host}:{port}/t/{token}/");
                assert!(smallest(&text).unwrap().width() <= 33, "{text}");
                assert!(draw(&text, false).lines().count() <= 20, "{text}");
            }
        }
        // Where M fits the same size, it is kept.
        let typical = format!("http://192.168.1.20:8717/t/{token}/");
        assert_eq!(
            smallest(&typical).unwrap().error_correction_level(),
            EcLevel::M
        );
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
