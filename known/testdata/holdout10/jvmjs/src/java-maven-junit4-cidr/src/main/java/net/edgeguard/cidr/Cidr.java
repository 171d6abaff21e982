package net.edgeguard.cidr;

public record Cidr(long network, int prefix) {
    public static Cidr parse(String text) {
        int slash = text.indexOf('/');
        if (slash < 0) throw new IllegalArgumentException("missing prefix length: " + text);
        try {
            long ip = Ipv4.toLong(text.substring(0, slash));
            int prefix = Integer.parseInt(text.substring(slash + 1));
            return new Cidr(ip & mask(prefix), prefix);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("bad CIDR block: " + text, e);
        }
    }

    static long mask(int prefix) {
        return prefix == 0 ? 0 : (0xFFFFFFFFL << (32 - prefix)) & 0xFFFFFFFFL;
    }

    public boolean contains(long ip) {
        return (ip & mask(prefix)) == network;
    }

    public long size() {
        return 1L << (32 - prefix);
    }
}
