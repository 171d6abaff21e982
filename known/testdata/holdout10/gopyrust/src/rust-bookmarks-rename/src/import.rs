use crate::model::Bookmark;

/// Parses lines of `name<TAB>url<TAB>tag,tag<TAB>added`.
pub fn parse_tsv(src: &str) -> Vec<Bookmark> {
    let mut out = Vec::new();
    for line in src.lines().filter(|l| !l.trim().is_empty()) {
        let f: Vec<&str> = line.split('\t').collect();
        if f.len() < 2 {
            continue;
        }
        out.push(Bookmark {
            name: f[0].trim().to_string(),
            url: f[1].trim().to_string(),
            tags: f
                .get(2)
                .map(|t| t.split(',').map(str::to_string).collect())
                .unwrap_or_default(),
            added: f.get(3).and_then(|a| a.parse().ok()).unwrap_or(0),
        });
    }
    out
}

/// A bookmark for a bare URL: the name is the host.
pub fn from_url(url: &str) -> Bookmark {
    let host = url
        .split("://")
        .nth(1)
        .unwrap_or(url)
        .split('/')
        .next()
        .unwrap_or(url);
    Bookmark {
        name: host.to_string(),
        url: url.to_string(),
        tags: vec![],
        added: 0,
    }
}
