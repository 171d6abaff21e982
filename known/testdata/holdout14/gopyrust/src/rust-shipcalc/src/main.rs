use shipcalc::carrier::Carrier;
use shipcalc::parcel::letter;
use shipcalc::quote::cheapest;

fn main() {
    let all = [Carrier::Post, Carrier::Courier, Carrier::Freight, Carrier::Locker];
    match cheapest(&letter(), &all) {
        Some(q) => println!("{}: {} cents", q.carrier.name(), q.cents),
        None => println!("no carrier"),
    }
}
