use jobqueue::Queue;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::thread;

#[test]
fn producers_and_consumers() {
    let q = Arc::new(Queue::new(8));
    let done = Arc::new(AtomicUsize::new(0));
    let mut consumers = Vec::new();
    for _ in 0..3 {
        let q = Arc::clone(&q);
        let done = Arc::clone(&done);
        consumers.push(thread::spawn(move || {
            while let Some(n) = q.pop() {
                done.fetch_add(n, Ordering::SeqCst);
            }
        }));
    }
    let producers: Vec<_> = (0..4)
        .map(|p| {
            thread::spawn(|| {
                for i in 0..100 {
                    q.push(p * 100 + i).unwrap();
                }
            })
        })
        .collect();
    for p in producers {
        p.join().unwrap();
    }
    q.close();
    for c in consumers {
        c.join().unwrap();
    }
    assert_eq!(done.load(Ordering::SeqCst), (0..400).sum::<usize>());
}
