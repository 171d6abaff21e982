package net.edgeguard.cidr;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

public class CidrTest {
    @Test
    public void parsesAndMasks() {
        assertEquals(Ipv4.toLong("10.1.0.0"), Cidr.parse("10.1.2.3/16").network());
    }

    @Test
    public void containsItsAddresses() {
        Cidr c = Cidr.parse("192.168.4.0/22");
        assertTrue(c.contains(Ipv4.toLong("192.168.7.255")));
        assertFalse(c.contains(Ipv4.toLong("192.168.8.0")));
    }

    @Test
    public void sizeOfSlash24() {
        assertEquals(256L, Cidr.parse("172.16.9.0/24").size());
    }

    @Test
    public void wholeInternet() {
        assertTrue(Cidr.parse("0.0.0.0/0").contains(Ipv4.toLong("8.8.8.8")));
    }
}
