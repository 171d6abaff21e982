package com.harbor.sched;

import java.util.ArrayList;
import java.util.List;
import java.util.Properties;

final class Scheduler {
    private final String name;
    private final List<Job> jobs = new ArrayList<>();

    Scheduler(Properties conf) {
        this.name = conf.getProperty("scheduler.name", "default");
        for (String j : conf.getProperty("jobs", "").split(",")) {
            String owner = conf.getProperty("job." + j + ".owner");
            if (owner == null) {
                Log.warn("job '" + j + "' has no owner; alerts go to ops");
                owner = "ops";
            }
            jobs.add(new Job(j, conf.getProperty("job." + j + ".cron"), owner));
        }
        Log.info(jobs.size() + " jobs registered for scheduler '" + name + "'");
    }

    String name() {
        return name;
    }

    void start() {
        for (Job job : jobs) {
            Log.info("arming " + job.name() + " (" + job.cron() + ", timeout " + job.timeoutSeconds() + "s)");
        }
        Log.info("scheduler '" + name + "' started");
    }
}
