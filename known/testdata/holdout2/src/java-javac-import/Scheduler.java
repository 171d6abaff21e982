import java.util.List;

public class Scheduler {
    private final List<String> jobs = new ArrayList<>();
    private final Map<String, Integer> retries = new HashMap<>();

    public void add(String job) {
        jobs.add(job);
        retries.put(job, 0);
    }

    public int retry(String job) {
        return retries.merge(job, 1, Integer::sum);
    }

    public static void main(String[] args) {
        Scheduler s = new Scheduler();
        s.add("nightly");
        System.out.println(s.retry("nightly"));
    }
}
