public class Buckets {
    // Splits n seconds into slices of width seconds; the last keeps the rest.
    static int[] slices(int n, int width) {
        int[] out = new int[(n + width - 1) / width];
        for (int i = 0; i < out.length; i++) {
            out[i] = Math.min(width, n - i * width) - 1;
        }
        return out;
    }
}
