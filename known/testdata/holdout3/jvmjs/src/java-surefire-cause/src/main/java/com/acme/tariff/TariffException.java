package com.acme.tariff;

public class TariffException extends RuntimeException {
    public TariffException(String message, Throwable cause) {
        super(message, cause);
    }
}
