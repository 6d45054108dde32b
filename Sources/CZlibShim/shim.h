// zlib, for deflating and inflating the parts of a workbook file and their CRC-32.
#include <zlib.h>
