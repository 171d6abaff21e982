use geohash::{decode, encode, valid_lat, Error};

#[test]
fn known_hash() {
    assert_eq!(encode(57.64911, 10.40744, 11), "u4pruydqqvj");
}

#[test]
fn round_trip() {
    for i in 0..20 {
        let lat = -80.0 + i as f64 * 8.0;
        let lon = -170.0 + i as f64 * 17.0;
        let (dlat, dlon) = decode(&encode(lat, lon, 9)).unwrap();
        assert!((dlat - lat).abs() < 1e-3 && (dlon - lon).abs() < 1e-3);
    }
}

#[test]
fn bad_input() {
    assert_eq!(decode(""), Err(Error::Empty));
    assert_eq!(decode("u4a"), Err(Error::BadChar('a')));
    assert_eq!(valid_lat(91.0), false);
}
