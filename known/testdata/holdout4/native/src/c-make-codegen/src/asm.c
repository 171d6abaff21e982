#include <string.h>
#include "opcodes.h"
#include "vm.h"

int asm_line(const char *line, unsigned char *out)
{
	if (strncmp(line, "halt", 4) == 0) {
		out[0] = OP_HALT;
		return 1;
	}
	out[0] = OP_NOP;
	return 1;
}
