use api::Api;

fn main() {
    let cfg = config::parse("listen = 0.0.0.0:7070\nmax_batch = 64\n").expect("config");
    let mut api = Api::new(cfg);
    let mut pool = pool::BufPool::new(4096);
    let mut rep = replica::Replica::new();
    let buf = pool.get();
    pool.put(buf);
    println!("flushed {} records, shipped {} bytes", api.flush(), rep.ship(&api.segment));
}
