package net.edgeguard.cidr;

public final class Ipv4 {
    private Ipv4() {}

    public static long toLong(String dotted) {
        String[] parts = dotted.split("\\.");
        if (parts.length != 4) throw new NumberFormatException("not an IPv4 address: " + dotted);
        long v = 0;
        for (String p : parts) {
            int octet = Integer.parseInt(p);
            if (octet < 0 || octet > 255) throw new NumberFormatException("octet out of range: " + p);
            v = (v << 8) | octet;
        }
        return v;
    }
}
