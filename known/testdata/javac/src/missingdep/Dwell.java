/** How long a device stayed inside a fence. */
public class Dwell {
    public static int seconds(long enteredMillis, long leftMillis) {
        long ms = leftMillis - enteredMillis;
        int s = ms / 1000;
        return s;
    }
}
