import sharp from 'sharp'
const font = 'node_modules/@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2'
const img = await sharp({ text: { text: '<span foreground="white" size="48pt" weight="bold">مهندس مدني أول في الرياض 2025</span>', font: 'Cairo', fontfile: font, rgba: true, width: 1000, rtl: true, align: 'right', wrap: 'word' } }).png().toBuffer()
await sharp({create:{width:1200,height:630,channels:4,background:'#0b3b5c'}}).composite([{input: img, top: 100, left: 100}]).png().toFile('/tmp/alerts20-og.png')
console.log('ok')
