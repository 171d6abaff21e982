#include <stdio.h>
#include "opcodes.h"
#include "vm.h"

int disasm_one(const unsigned char *code, char *buf, size_t cap)
{
	snprintf(buf, cap, "op 0x%02x", code[0]);
	return op_size[code[0]] ? op_size[code[0]] : 1;
}
