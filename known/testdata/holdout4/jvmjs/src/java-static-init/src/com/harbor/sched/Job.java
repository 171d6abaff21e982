package com.harbor.sched;

record Job(String name, String cron, String owner) {
    int timeoutSeconds() {
        return Limits.TIMEOUT_SECONDS;
    }
}
