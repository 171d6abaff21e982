package com.lumenpay.payouts;

public final class PayoutFailedException extends RuntimeException {
    public PayoutFailedException(String account, Throwable cause) {
        super("payout to " + account + " failed", cause);
    }
}
