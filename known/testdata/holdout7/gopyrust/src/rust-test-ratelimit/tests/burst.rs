use ratelimit::Bucket;

#[test]
fn burst_then_steady() {
    let mut b = Bucket::new(5, 5, 0).unwrap();
    let mut ok = 0;
    for i in 0..20u64 {
        if b.try_take(1, i * 100) {
            ok += 1;
        }
    }
    // 5 at once, then one every 200 ms over 1.9 s.
    assert_eq!(ok, 14);
}

#[test]
fn many_buckets_independent() {
    let mut a = Bucket::new(1, 1, 0).unwrap();
    let mut b = Bucket::new(1, 1, 0).unwrap();
    assert!(a.try_take(1, 0));
    assert!(b.try_take(1, 0));
    assert!(!a.try_take(1, 10));
}
