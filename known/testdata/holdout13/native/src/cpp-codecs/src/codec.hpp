#pragma once
#include <memory>
#include <string>

class Codec {
public:
    virtual ~Codec();
    virtual std::string name() const = 0;
    virtual std::string encode(const std::string &in) const = 0;
    virtual std::size_t size_hint(std::size_t n) const { return n; }
};

class Rle : public Codec {
public:
    std::string name() const override { return "rle"; }
    std::size_t size_hint(std::size_t n) const override;
    std::string encode(const std::string &in) const override;
};

class Hex : public Codec {
public:
    std::string name() const override { return "hex"; }
    std::string encode(const std::string &in) const override;
    std::size_t size_hint(std::size_t n) const override { return 2 * n; }
};

std::unique_ptr<Codec> make_codec(const std::string &name);
