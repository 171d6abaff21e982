#pragma once
#include <cstdint>
#include <string>

namespace cks {
std::uint32_t adler32(const std::string& data);
std::uint32_t crc32(const std::string& data);
std::uint16_t crc16(const std::string& data);
std::uint8_t crc8(const std::string& data, std::uint32_t seed);
std::uint32_t fnv1a32(const std::string& data);
std::uint64_t fnv1a64(const std::string& data);
std::uint32_t fnv1_32(const std::string& data);
std::uint32_t djb2(const std::string& data);
std::uint32_t djb2a(const std::string& data);
std::uint32_t sdbm(const std::string& data);
std::uint32_t jenkins_oat(const std::string& data);
std::uint8_t xor8(const std::string& data);
std::uint8_t sum8(const std::string& data);
std::uint16_t sum16(const std::string& data, std::uint32_t seed);
std::uint16_t fletcher16(const std::string& data);
std::uint32_t fletcher32(const std::string& data);
std::uint16_t bsd_sum(const std::string& data);
std::uint16_t sysv_sum(const std::string& data);
std::uint16_t internet(const std::string& data);
std::uint32_t elf(const std::string& data, std::uint32_t seed);
std::uint32_t pjw(const std::string& data);
std::uint32_t murmur_mix(const std::string& data);
std::uint64_t xorshift(const std::string& data);
std::uint32_t rotl_sum(const std::string& data);
std::uint32_t knuth(const std::string& data, std::uint32_t seed);
}
