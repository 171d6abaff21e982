package net.cartwheel.parcels;

public final class Main {
    public static void main(String[] args) {
        Manifest m = new Manifest();
        m.add(new Parcel("CW-1001", 850, 30, 20, 10));
        m.add(new Parcel("CW-1002", 4200, 60, 40, 30));
        System.out.printf("%d parcels, %.2f EUR%n", m.size(), m.total());
    }
}
