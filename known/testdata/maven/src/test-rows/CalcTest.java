package com.example;

import static org.junit.Assert.assertEquals;

import java.util.Arrays;
import java.util.Collection;
import org.junit.Test;
import org.junit.runner.RunWith;
import org.junit.runners.Parameterized;
import org.junit.runners.Parameterized.Parameters;

// Rows of one table: the three odd dividends fail the same check (divide
// truncates where the table expects rounding).
@RunWith(Parameterized.class)
public class CalcTest {
    @Parameters(name = "{0}/{1}")
    public static Collection<Object[]> rows() {
        return Arrays.asList(new Object[][] {{10, 2, 5}, {7, 2, 4}, {11, 2, 6}, {5, 2, 3}, {8, 8, 1}});
    }

    private final int a, b, want;

    public CalcTest(int a, int b, int want) {
        this.a = a;
        this.b = b;
        this.want = want;
    }

    @Test
    public void dividesRounded() {
        assertEquals(want, new Calc().divide(a, b));
    }
}
