use ringbuf::RingBuf;

#[test]
fn keeps_last_n_log_lines() {
    let mut r = RingBuf::new(3);
    for line in ["boot", "mount", "net up", "error: dhcp timeout", "net up"] {
        r.push(line.to_string());
    }
    assert_eq!(r.to_vec(), vec!["net up", "error: dhcp timeout", "net up"]);
}

#[test]
fn drain_in_order() {
    let mut r = RingBuf::new(4);
    for i in 1..=4 {
        r.push(i * 10);
    }
    let mut out = Vec::new();
    while let Some(x) = r.pop() {
        out.push(x);
    }
    assert_eq!(out, vec![10, 20, 30, 40]);
}
