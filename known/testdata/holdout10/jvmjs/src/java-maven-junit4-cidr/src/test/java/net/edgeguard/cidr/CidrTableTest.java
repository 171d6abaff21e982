package net.edgeguard.cidr;

import static org.junit.Assert.assertEquals;

import java.io.InputStreamReader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import org.junit.Test;

public class CidrTableTest {
    private static CidrTable table(String text) {
        return CidrTable.load(new StringReader(text));
    }

    @Test
    public void longestPrefixWins() {
        CidrTable t = table("10.0.0.0/8,corp\n10.20.0.0/16,lab\n");
        assertEquals(Optional.of("lab"), t.lookup("10.20.3.4"));
    }

    @Test
    public void unknownAddress() {
        assertEquals(Optional.empty(), table("10.0.0.0/8,corp\n").lookup("8.8.4.4"));
    }

    @Test
    public void loadsTheShippedTable() {
        CidrTable t = CidrTable.load(new InputStreamReader(
                CidrTableTest.class.getResourceAsStream("/blocks.csv"), StandardCharsets.UTF_8));
        assertEquals(Optional.of("office-berlin"), t.lookup("100.64.12.9"));
    }
}
