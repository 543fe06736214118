//! The secret in a link's path, and how a guess is compared with it.

use super::error::ServeError;

/// The secret in a link's path: 128 bits from the system's random source,
/// new at each start, written as 32 lowercase hex digits.
#[derive(Clone)]
pub struct Token(pub(super) String);

impl Token {
    /// A new token.
    pub fn new() -> Result<Token, ServeError> {
        let mut bytes = [0u8; 16];
        getrandom::fill(&mut bytes).map_err(|_| ServeError::NoRandom)?;
        Ok(Token(hex(&bytes)))
    }

    /// The token as it appears in the path.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Whether `given` is the token, in time that depends only on the
    /// token's length: every byte is compared whatever the first mismatch.
    pub fn matches(&self, given: &[u8]) -> bool {
        let expected = self.0.as_bytes();
        let mut diff = u8::from(given.len() != expected.len());
        for (i, e) in expected.iter().enumerate() {
            // A shorter guess is compared against zeros, not cut short.
            let g = given.get(i).copied().unwrap_or(0);
            diff |= e ^ g;
        }
        std::hint::black_box(diff) == 0
    }
}

/// Bytes as lowercase hex.
pub(super) fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_token_is_32_hex_digits_and_new_each_time() {
        let a = Token::new().unwrap();
        let b = Token::new().unwrap();
        assert_eq!(a.as_str().len(), 32);
        assert!(a.as_str().bytes().all(|c| c.is_ascii_hexdigit()));
        assert_ne!(a.as_str(), b.as_str());
    }

    #[test]
    fn a_token_matches_itself_only() {
        let token = Token("00112233445566778899aabbccddeeff".into());
        assert!(token.matches(b"00112233445566778899aabbccddeeff"));
        assert!(!token.matches(b"00112233445566778899aabbccddeefe"));
        assert!(!token.matches(b"00112233445566778899aabbccddeeff0"));
        assert!(!token.matches(b"00112233445566778899aabbccddeef"));
        assert!(!token.matches(b""));
        // Zeros where the guess is short are not a match of a short token.
        let short = Token("ab".into());
        assert!(!short.matches(b"ab\0"));
    }
}
