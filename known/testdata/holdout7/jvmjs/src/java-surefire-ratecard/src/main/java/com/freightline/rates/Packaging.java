package com.freightline.rates;

import java.util.List;

/** Standard boxes; picks the smallest that fits a parcel's dimensions in any orientation. */
public final class Packaging {
    private static final Log LOG = Log.get(Packaging.class);

    public record Box(String code, int l, int w, int h) {}

    public static final List<Box> BOXES = List.of(
        new Box("S", 25, 18, 8), new Box("M", 35, 25, 15), new Box("L", 45, 35, 25), new Box("XL", 60, 40, 40));

    private Packaging() {}

    public static Box smallestFitting(int a, int b, int c) {
        int[] p = sorted(a, b, c);
        for (Box box : BOXES) {
            int[] s = sorted(box.l(), box.w(), box.h());
            if (p[0] <= s[0] && p[1] <= s[1] && p[2] <= s[2]) {
                LOG.debug("%dx%dx%d fits box %s", a, b, c, box.code());
                return box;
            }
        }
        LOG.warn("%dx%dx%d fits no standard box", a, b, c);
        return null;
    }

    private static int[] sorted(int a, int b, int c) {
        int[] x = {a, b, c};
        java.util.Arrays.sort(x);
        return x;
    }
}
