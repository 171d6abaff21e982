use colstats::{column, max, sum};

#[test]
fn inventory_totals() {
    let text = "item,qty\nbolts,40\nnuts,25\nwashers,100\n";
    let q = column(text, 1);
    assert_eq!(sum(&q), 165);
    assert_eq!(max(&q), Some(100));
}
