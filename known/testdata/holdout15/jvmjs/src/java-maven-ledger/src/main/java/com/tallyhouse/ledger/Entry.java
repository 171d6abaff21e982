package com.tallyhouse.ledger;

import java.time.LocalDate;

public record Entry(LocalDate date, String account, String memo, Money money) {}
