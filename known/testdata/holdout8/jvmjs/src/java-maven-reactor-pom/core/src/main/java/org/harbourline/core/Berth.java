package org.harbourline.core;

public record Berth(String code, int lengthMetres, int draftDecimetres) {
    public boolean fits(int vesselLength, int vesselDraft) {
        return vesselLength <= lengthMetres && vesselDraft <= draftDecimetres;
    }
}
