<?php
// The expected values of the PHP serialize() cases (cases-php-rison-table.ts), printed by PHP
// itself: `php src/lib/ops/data-convert/oracle/php_cases.php` (Debian 12: apt-get install php-cli,
// PHP 8.2). Each line is the case's input and what PHP makes of it, as JSON strings.
//
// Writing: serialize(json_decode($json, true)), as the converter writes a JSON text.
// Reading: json_encode of unserialize()'s value with every object cast to an array (recursively),
// which keeps an unknown class's __PHP_Incomplete_Class_Name and its protected (\0*\0name) and
// private (\0Class\0name) properties, as the converter reads them.

function as_arrays($value) {
	if (is_object($value)) $value = (array) $value;
	if (is_array($value)) return array_map('as_arrays', $value);
	return $value;
}

$flags = JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES;
$writes = [
	'[1,"abc",true,{"x":1,"y":2}]',
	'{"name":"Utilkit","tags":["php","rison"],"version":1.2,"offline":true,"owner":null}',
	'[0.1,-2.5,1.5e-5,1e-4,123456789012345680000,1e300,-0.0]',
	'"São Paulo 😀 \"quoted\""',
	'{"-1":"minus one","05":"zero five","7":"seven"}',
	'[]',
	'{}',
];
foreach ($writes as $json) echo 'write ', json_encode($json, $flags), ' => ', json_encode(serialize(json_decode($json, true)), $flags), "\n";

$reads = [
	'a:2:{s:1:"a";i:10;i:0;a:1:{s:2:"ab";b:1;}}',
	'a:2:{s:4:"name";s:7:"Utilkit";s:4:"tags";a:2:{i:0;s:3:"php";i:1;s:5:"rison";}}',
	'a:0:{}',
	's:17:"PHP Serialization";',
	'a:3:{i:0;d:0.1;i:1;d:-1.0E+25;i:2;i:-42;}',
	'a:2:{i:1;s:1:"x";i:0;s:1:"y";}',
	'a:2:{s:1:"0";s:1:"x";i:1;s:1:"y";}',
	's:9:"São 😀";',
	'O:4:"User":3:{s:4:"name";s:3:"Ana";s:5:"' . "\0*\0" . 'id";i:7;s:10:"' . "\0User\0" . 'pass";N;}',
	'i:9223372036854775807;',
];
foreach ($reads as $text) {
	$value = unserialize($text);
	echo 'read ', json_encode($text, $flags), ' => ', json_encode(as_arrays($value), $flags), "\n";
}
// Objects written back: serialize() of the unserialized object gives the same bytes.
$object = $reads[8];
echo 'same ', json_encode($object, $flags), ' => ', json_encode(serialize(unserialize($object)) === $object), "\n";
