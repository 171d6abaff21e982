/* the two LZ4 entry points logship uses (declared here so the build does not need lz4.h) */
#ifndef LZ4_API_H
#define LZ4_API_H
int LZ4_compressBound(int inputSize);
int LZ4_compress_default(const char *src, char *dst, int srcSize, int dstCapacity);
#endif
