public final class Greeting {
    public static String greet(Customers customers, String id) {
        Customer c = customers.find(id);
        return "Hello, " + c.getName();
    }

    public static String badge(Customers customers, String id) {
        return customers.find(id).isVip() ? "VIP" : "";
    }

    public static int length(String s) {
        return s.size();
    }
}
