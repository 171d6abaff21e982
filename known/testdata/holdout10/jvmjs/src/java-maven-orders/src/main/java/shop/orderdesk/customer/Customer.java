package shop.orderdesk.customer;

public final class Customer {
    private final String id;
    private final String name;
    private final String email;
    private final boolean vip;

    public Customer(String id, String name, String email, boolean vip) {
        this.id = id;
        this.name = name;
        this.email = email;
        this.vip = vip;
    }

    public String getId() { return id; }
    public String getName() { return name; }
    public String getEmail() { return email; }
    public boolean isVip() { return vip; }
}
