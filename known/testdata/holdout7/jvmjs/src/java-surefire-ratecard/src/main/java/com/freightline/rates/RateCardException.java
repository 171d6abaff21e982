package com.freightline.rates;

public class RateCardException extends Exception {
    public RateCardException(String message, Throwable cause) {
        super(message, cause);
    }
}
