use colorspace::Rgb;
use themegen::{accessible, css, dark, light};

#[test]
fn light_theme_css() {
    let t = light(Rgb(0, 102, 204));
    let got = css("brand", &t);
    assert!(
        got.starts_with(".theme-brand {\n  --primary: #0066cc;\n"),
        "{got}"
    );
}

#[test]
fn brand_themes_are_accessible() {
    for brand in [
        Rgb(0, 102, 204),
        Rgb(128, 0, 128),
        Rgb(0, 128, 0),
        Rgb(204, 0, 0),
    ] {
        assert!(accessible(&light(brand)), "light theme of {brand:?}");
        assert!(accessible(&dark(brand)), "dark theme of {brand:?}");
    }
}

#[test]
fn css_matches_design_tokens() {
    // The design tool exports upper-case hex; the stylesheet linter compares text.
    let t = light(Rgb(0, 102, 204));
    let got = css("brand", &t);
    let want = ".theme-brand {\n  --primary: #0066CC;\n  --on-primary: #FFFFFF;\n";
    assert_eq!(&got[..want.len()], want);
}
