//! Where `serve` listens: the local network's address and loopback (or
//! `--bind`'s alone), and the page's address on each.

use std::net::{IpAddr, Ipv4Addr, SocketAddr, TcpListener, UdpSocket};

use super::error::ServeError;
use super::token::Token;

/// This computer's address on the local network: the source address the
/// system would use to reach a far address. Connecting a UDP socket only
/// looks up the route; no packet is sent. `None` without a network.
pub fn lan_address() -> Option<IpAddr> {
    let socket = UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0)).ok()?;
    // 192.0.2.1 is TEST-NET-1 (RFC 5737): routed like the internet, owned by no one.
    socket.connect((Ipv4Addr::new(192, 0, 2, 1), 9)).ok()?;
    let ip = socket.local_addr().ok()?.ip();
    (!ip.is_loopback() && !ip.is_unspecified()).then_some(ip)
}

/// Listens on `ip:port`, the errors worded for people.
fn listen(ip: IpAddr, port: u16) -> Result<TcpListener, ServeError> {
    let addr = SocketAddr::new(ip, port);
    TcpListener::bind(addr).map_err(|err| {
        let addr = addr.to_string();
        match err.kind() {
            std::io::ErrorKind::AddrInUse => ServeError::PortInUse { addr },
            std::io::ErrorKind::AddrNotAvailable => ServeError::NotHere {
                addr: ip.to_string(),
            },
            _ => ServeError::Listen {
                addr,
                reason: err.to_string(),
            },
        }
    })
}

/// The listeners, and the address to show: `--bind`'s alone, else the local
/// network's and loopback on one port (never every interface unasked).
pub(super) fn listeners(
    bind: Option<IpAddr>,
    port: u16,
) -> Result<(Vec<TcpListener>, IpAddr), ServeError> {
    let loopback = IpAddr::V4(Ipv4Addr::LOCALHOST);
    let (ips, shown) = match bind {
        Some(ip) if ip.is_unspecified() => (vec![ip], lan_address().unwrap_or(loopback)),
        Some(ip) => (vec![ip], ip),
        None => match lan_address() {
            Some(lan) => (vec![lan, loopback], lan),
            None => (vec![loopback], loopback),
        },
    };
    let first = listen(ips[0], port)?;
    // With --port 0 the first listener picks the port; the others take it too.
    let port = first.local_addr().map(|a| a.port()).unwrap_or(port);
    let mut all = vec![first];
    for &ip in &ips[1..] {
        all.push(listen(ip, port)?);
    }
    Ok((all, shown))
}

/// The page's address on `ip`.
pub(super) fn url(ip: IpAddr, port: u16, token: &Token) -> String {
    let host = match ip {
        IpAddr::V6(v6) => format!("[{v6}]"),
        IpAddr::V4(v4) => v4.to_string(),
    };
    format!("http://{host}:{port}/t/{}/", token.as_str())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_url_names_the_host_port_and_token() {
        let token = Token("0123456789abcdef0123456789abcdef".into());
        let v4 = url(IpAddr::V4(Ipv4Addr::new(192, 168, 1, 20)), 8717, &token);
        assert_eq!(
            v4,
            "http://192.168.1.20:8717/t/0123456789abcdef0123456789abcdef/"
        );
        let v6 = url("::1".parse().unwrap(), 80, &token);
        assert_eq!(v6, "http://[::1]:80/t/0123456789abcdef0123456789abcdef/");
    }
}
