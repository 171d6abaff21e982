package com.recurly.lite.cli;

import com.recurly.lite.engine.RenewalScheduler;

import java.time.LocalDate;

public class Main {
    public static void main(String[] args) {
        LocalDate day = args.length > 0 ? LocalDate.parse(args[0]) : LocalDate.now();
        System.out.println("renewals for " + day + ": " + new RenewalScheduler().renewalsOn(java.util.List.of(), day).size());
    }
}
