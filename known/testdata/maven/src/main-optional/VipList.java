package com.example;

import java.util.List;
import java.util.stream.Collectors;

public final class VipList {
    public static List<String> vipNames(Customers customers, List<String> ids) {
        return ids.stream()
                .map(customers::find)
                .filter(Customer::isVip)
                .map(Customer::getName)
                .collect(Collectors.toList());
    }
}
