"use strict";

const { lookup, lookupRemote } = require("../src/banks");

describe("lookup", () => {
  test("finds a German bank by its Bankleitzahl", () => {
    expect(lookup("DE89 3704 0044 0532 0130 00")).toEqual({ country: "DE", name: "Commerzbank", bic: "COBADEFFXXX" });
  });

  test("finds a Dutch bank by its prefix", () => {
    expect(lookup("NL91ABNA0417164300")).toHaveProperty("bic", "ABNANL2A");
  });

  test("an unknown bank has a null name", () => {
    expect(lookup("GB33BUKB20201555555555")).toHaveProperty("name", null);
  });

  test("an invalid IBAN gives null", () => {
    expect(lookup("DE00370400440532013000")).toBeNull();
  });
});

describe("lookupRemote", () => {
  test("uses the fetched directory", async () => {
    const fetchDirectory = async () => ({ NWBK: { name: "NatWest" } });
    await expect(lookupRemote("GB29NWBK60161331926819", fetchDirectory)).resolves.toEqual({ name: "NatWest" });
  });

  test("passes a directory failure on", async () => {
    const fetchDirectory = async () => {
      throw new Error("directory service unavailable");
    };
    await expect(lookupRemote("GB29NWBK60161331926819", fetchDirectory)).rejects.toThrow("directory service unavailable");
  });

  test("an invalid IBAN is refused before the fetch", async () => {
    const fetchDirectory = jest.fn();
    await expect(lookupRemote("GB00NWBK60161331926819", fetchDirectory)).rejects.toThrow(/invalid IBAN/);
    expect(fetchDirectory).not.toHaveBeenCalled();
  });
});
