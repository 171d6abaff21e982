package com.example;

import java.util.List;

public class Calc {
    public int add(int a, int b) {
        return a + b;
    }

    public int divide(int a, int b) {
        return a / b;
    }

    public int sum(List<Integer> xs) {
        int total = 0;
        for (int x : xs) {
            total += x;
        }
        return totl;
    }

    public String name() {
        return 42;
    }
}
