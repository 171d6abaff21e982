public class Report {
    public static void main(String[] args) {
        Inventory inv = new Inventory();
        inv.add("bolt", 12);
        String n = inv.total();
        System.out.println(n);
    }
}
