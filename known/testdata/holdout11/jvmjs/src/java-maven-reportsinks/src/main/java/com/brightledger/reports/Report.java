package com.brightledger.reports;

import java.util.List;

public record Report(String title, List<String> header, List<List<String>> rows) {}
