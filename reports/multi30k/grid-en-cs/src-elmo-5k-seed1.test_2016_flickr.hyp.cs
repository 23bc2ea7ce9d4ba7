Muž v oranžové čepici se na něco dívají.
Hráč se připravuje na trávě, který běží na trávě.
Dívka v uniformě se připravuje k fotku.
Pět lidí, kteří mají na písku, kteří stojí na písku s rukama v pozadí.
Lidé se dívají z okna.
Muž v tmavém oblečení, která má na sobě brýle a smějí se.
Skupina lidí stojí před davem.
Chlapec v červeném dresu se připravuje z nich, zatímco se na něco se dívá.
Muž sedí na lavičce.
Muž v obleku sedí u stolu a drží pivo.
Matka a mladý muž si povídají si venku venku venku venku venku venku.
Muži hraje na volejbal, který má na zemi, s rukama v pozadí.
Žena drží pivo, který drží jídlo.
Muž sedí u stolu, který má u stolu v kuchyni.
Tři lidé sedí v baru.
Dívka v černých šatech jde po dráze.
Mladý muž drží rukama v písku v písku.
Žena v černém tričku a černých kalhotách stojí u stolu v restauraci.
Osoba v šedém tričku leze na horu.
Dvě ženy se objímají, zatímco dva muži se na.
Lidé stojí venku před budovou.
Dítě si hraje na poli.
Žena dělá trik na pláži.
Muž stojí u stánku, který je před obchodem.
Žena používá ruce, zatímco se směje se.
Žena v červeném tričku a kalhotách, který si dává u stolu s jídlem.
Muž leze na něco.
Skupina dětí se snaží u stánku s jídlem.
Žena, která má na sobě oranžové oblečení, oblečení, na sobě oranžové oblečení.
Muž drží ruce, který se dívá do ruce, zatímco se na hlavě dívá.
Několik lidí závodí na houpačce.
Dvě mladé dívky sedí na fotku ve městě.
Dítě se líbá ve vodě.
Tři lidé sedí u stolu před budovou, která je u stolu.
Několik dětí stojí na baru.
Na ulici, který se dívá na ulici, zatímco žena se na ulici.
Mladá žena si hraje na kolečkových bruslích.
V restauraci, který se dívá do stolu, zatímco se na kameru.
Mladá žena se dívá na fotku.
Usmívající se muž v šortkách stojí na schodech.
Dívka v tradičním oblečení je ve vodě.
Muž v uniformě a modré košili stojí před budovou.
Lidé sedí venku venku před jídlem.
Dítě se líbá s rukama ve vzduchu.
Muž v červeném tričku, který se připravuje na kolečkových bruslích.
Dva muži v tradičním oblečení běží ve vzduchu na pláži.
Dítě si hraje s ženou.
Otec a dvě děti a dvě děti si užívají si jídlo.
Muž dělá jídlo na housle.
Muž v šortkách si hraje na pláži.
Lidé jde po ulici vedle sebe.
Po cestě, který si hraje na kole, zatímco se dívá.
Velká skupina lidí je na ulici.
Muž na něco se dívá do vody.
Žena ve slunečních brýlích jde kolem ženy s brýlemi, která má za ním.
Muž v růžovém triku sedí na trávě a hraje ve vzduchu.
Pes závodí na pláži.
Dva muži v černém oblečení ve městě.
Muž v červených kalhotách, který má na hlavě rukama.
Dva muži, kteří mají na schodech pod vodě, jde kolem staré vody.
Hráč a tým si užívá jídlo na židlích.
Chlapec si hraje na sobě za ním, zatímco se dívá.
Skupina lidí se dívají do parku.
Muž sedí na lavičce, zatímco se dívá do vody.
Chlapec a malý chlapec si hraje na písku.
Žena v modrém oblečení, zatímco se dívá na lavičce, zatímco se na lavičce.
Hnědý pes stojí na pláži.
Žena sedí s jídlem, který sedí u okna, zatímco se usmívá.
Muž se dívá z okna.
Žena se usmívá, který se za ním.
V noci předvádí trik na pláži.
Dítě sedí na houpačce, zatímco se dívá do vzduchu.
Dvě ženy a dvě ženy se dívají do oceánu.
Žena s psem, zatímco žena si hraje na ulici.
Mladá dívka v bazénu.
Několik lidí stojí u stánku, jak si hraje na mluví.
Dvě děti v noci si hrají venku venku.
Hnědý pes jde v trávě s rukama s rukama.
Lidé sedí na trávě, který se dívá na lavičce, který se na židli.
Hráč muže, který se dívá do vzduchu, zatímco žena, zatímco žena, zatímco žena, zatímco žena sedí venku v pozadí.
Dvě mladé dívky jedou na kole na kole.
Muž v černém tričku a černých kalhotách si hraje na kytaru.
Mladá žena si čte knihu na zdi.
Dva mladí chlapci, které si hrají u sebe.
Muž, který se připravuje z houpačky.
Chlapec se natahuje na fotku.
Muž pracuje.
Velká skupina lidí, kteří jsou venku a pracují venku venku.
Blonďatá žena si užívá jídlo na baru.
Malý chlapec v modrém tričku a bílém tričku drží velký červené nese velký červené květin.
Žena s červenými vlasy v černém mluví k muži v černém tričku.
Muž v kostýmu připravuje jídlo pro fotku.
Dívka se připravuje po ulici, aby chytil frisbee.
Muž s dredy se usmívá vedle ženy, zatímco se.
Starší muž, který drží své rukama a dívá se na hlavě.
Dítě v bílém oblečení tančí.
Tři muži v tradičním oblečení jsou venku v uniformách.
Žena používá malého dítě, zatímco muž v černém klobouku.
Skupina dětí, kteří sedí v modrých šatech sedí u bílých šatech.
Mladý chlapec v uniformě se směje do sebe.
Usmívající se žena se žena se žena se baví v restauraci.
Stavební dělník jede na něco u stánku s jídlem.
Žena běží, která má u dvou ženy, který se baví, zatímco se na zemi.
Muž v uniformě se připravuje k fotku.
Skupina lidí leze na houpačce.
Kapela se připravuje na kole do žlutém tričku, která má na stromě.
Muž dělá salto na zemi.
Dítě sedí u stolu, který drží knihu.
Hnědý pes, který se připravuje do mikrofonu.
Matka se dvěma mladí chlapci, jak se dvěma chlapci, zatímco se dívají do vody.
Malý chlapec jde vedle malé dítě.
Dívka sedí na kole s dítětem, zatímco se směje se.
Černý pes se otáčí ve vodě.
Muž v černém tričku a modrých šortkách leze na červené leze na lodi.
Dvě mladé ženy v baru.
Chlapec s taškou, který sedí na hlavě a kouří na hlavě.
Dva lidé jedou na písku na pláži u oceánu.
Lidé stojí na zasněžené cestě, zatímco se prochází po cestě.
Muž jede na zdi, který má v ruce rukama v ruce.
Dva psi běží skrz písku.
Několik lidí si předvádí u okna a předvádí pro fotku.
Dítě v tradičním oblečení se dívá na kameru.
Muž sedí vedle plotu vedle plotu.
Žena, který má na kterém se směje a smějí se.
Lidé, který z stolu, jeden má na lavičce, zatímco se dívá.
Dva černí psi s jídlem, který skáčou přes žlutou zeď.
Žena v bílém tričku drží dítě.
Dva lidé sedí na pláži, kteří sedí na trávě.
Starší žena sedí u plotu.
Chlapec stojí ve vzduchu a dívá se na zemi.
Muž v modrém tričku se usmívá do ruce.
Tři černí psi běží po ulici v modrém.
Chlapec se naklání z okna z okna.
Muž v šedém tričku skáče do vzduchu na písku.
Dítě v červeném tričku a džínách se dívá dolů.
Běžec v červeném tričku, který je na chodníku.
Muž v uličce se baví, že se na sobě se smějí.
Skupina mladých lidí se připravuje na kterém s jídlem, s jídlem.
Muž je na skateboardu ve vzduchu, který se dívá do vzduchu.
Muž v černém triku, který jde po kole v písku.
Po cestě se chystá míček.
Žena v kšiltovce se usmívá, zatímco se před budovou.
Hráč se chystá v parku.
Muž v zeleném obleku a červené čepici, který je na sobě má červené čepici.
Dítě s dlouhými červenými vlasy stojí na kole, zatímco se směje se.
Pes s účesem na něco u stolu.
Muž se pokouší stojí u okna.
Muž v červeném triku se připravuje na sobě k8.
Mladý chlapec v černém drží míč.
Chlapec v červeném tričku se připravuje na písku do vody.
Někdo, který má na sobě oranžové čepici, na lavičce na lavičce.
Muž v černém tričku se dívá z okna.
Žena drží malého chlapce.
Čtyři mladé děti si hrají ve vodě a hrají venku.
Dva lidé jedou po schodech po kamenech.
Dívka skáče na chodníku s výhledem na ulici.
Muž v oranžovém tričku a brýlích.
Malý chlapec si hraje s jídlem, zatímco se usmívá se.
Malá holčička se líbá s jídlem.
Žena v modrém opravuje chodníku před dvě ženy v ruce.
Malá dívka se připravuje na kolečkových bruslích po bruslích.
Hnědý pes a černý pes běží na zemi.
Dva psi si hrají u stolu.
Muž v černém tričku a černých kalhotách jde po schodech, zatímco pes se dívá na schodech.
Dvě ženy v zeleném bazénu se baví v parku.
Muž v černém klobouku a černé čepici a čepici jde okolo.
Pes běží venku s hračkou.
Pes v písku běží ve sněhu.
Rodina si hraje na pláži s psem.
Žena a dítě, jak pár se objímají.
Dvě ženy a žena stojí venku venku.
Skupina mužů používá věc, který se na houpačce z vody.
Muž se dívá z nich čte knihu.
Muž v černém a černé si hraje na kytaru.
Mladý chlapec v modrých kalhotách a modrých kalhotách si hraje fotbal.
Muž stojí na kole, který se dívá na skateboardu.
Pes leze venku na vodě.
Dvě ženy v šortkách se dívá na kameru.
Muž sedí u stolu, který se připravuje na židli.
Mladý chlapec v červených kalhotách si hraje na houpačce.
Muž, který se připravuje pro fotku.
Muž sedí u stolu, který má u stolu s jídlem a za ním.
Chlapec v černém tričku a modrých šortkách drží červené věc.
Muž v brýlích a brýlích sedí na trávě.
Děti se naklání na skateboardu.
Velký muž s účesem na kterém s nápisem "P", který se ohýbá, který se svým plotem.
Dva lidé se připravují na zemi, zatímco se dívá na sebe.
Toto je skupina lidí, kteří stojí venku před sebou.
Hnědý pes a černý pes se otáčí.
Muž s dlouhými hnědými vlasy si hraje na zemi.
Žena s hnědými vlasy sedí venku na lavičce.
Muž, který si hraje vedle plotu.
Dvě děti jedou na stromě.
Muž jede na kole na kole na skateboardu.
Mladá žena s červenými čepicí, která leží na hlavě na skateboardu.
Žena v šedém tričku sedí na lavičce.
Pes jde po cestě ve městě.
Mladý muž v černém tričku a černých kalhotách stojí na kolečkových bruslích.
Skupina lidí je venku, které je okolo nástroje.
Muž, který se skateboardem se svým hračkou, který se dívá na kole.
Muž dělá trik na párty, zatímco se dvěma psy.
Skupina cyklistů si hraje u vody u vody.
U ulice.
Mladá žena drží červené věc na kolečkových bruslích.
Dva lidé v modrých uniformách stojí venku venku s jídlem.
Černý pes se ohýbá do bazénu.
Matka jede na střeše před davem v restauraci.
Hráč běží závod, která jede na volejbal.
Žena v oranžovém oblečení používá frisbee.
Dva dělníci, kteří si užívají jídlo.
Tři muži jdou po cestě.
Asijský žena v obleku pózuje vedle kameru vedle plotu.
Mladý muž se svou kytaru na kytaru.
Tři dívky si hrají s jídlem a nějakými stromy.
Dva dělníci jsou na zemi.
Lidé v noci se připravuje na poli.
Pár se líbá venku v restauraci.
Skupina dětí skáče na schodech, která je u okna.
Dvě ženy, kteří leží na sobě, jeden, jeden na sobě na sobě na sobě na sobě, jeden na sobě na sobě na sobě na
Dva muži se koukají z kamenné budovy.
Žena v červeném tričku a džínách sedí na ruce s rukama.
Dva dělníci jedou na sobě na sobě na zemi, zatímco se dívají.
Hráč, který se pokouší se připravuje na písku do písku.
Muž v červeném tričku, která je v parku, která je v parku, která je v parku.
Muž a chlapec na pláži.
Žena na lodi, která má na houpačce o vodní koš.
Chlapec sedí a dívá se na fotku.
Mladý chlapec v červených šatech běží venku venku.
Několik lidí sedí venku venku okolo.
Pár v černém triku si hraje na sobě, zatímco je hraje na hlavě.
Muž prodává jídlo u silnice, který je u silnice.
Dívka v červeném se usmívá, která má na sobě za ním.
Pes skáče do písku z písku.
Pes s krátkými vlasy a dlouhými hnědými vlasy leze na trávě.
Dva psi si hrají v metru.
Muž s čepicí a vousy a vousy drží za ním, který se dívá.
Muž, který má na sobě oranžové oblečení, který má nápis, na sobě oranžové oblečení, "" na sobě oranžové oblečení.
Muž v černém triku leze na zemi.
Dva psi se objímají, zatímco se na sebe usmívají.
Dvě ženy se snaží na chodníku, zatímco se dívá na chodníku.
Asijský muž sedí u stánku s jídlem.
Stavební dělníci s jídlem, která je venku za nimi.
Dvě ženy, kteří mají na zemi.
Mladý chlapec, který má na sobě oranžové tričko, drží žlutou věc.
Lidé chodí na řece, která je v parku.
Tři mladé děti se usmívají, zatímco se na fotku.
Žena a dítě venku před davem je z okna.
Jeden muž a dva psi si jedou na něco jídlo.
Dívka v černých kalhotách sedí na zemi.
Velký hnědý pes běží nahoru.
Chlapec pózuje s velkým hračkou, která je v červeném s hračkou.
Mladý muž se připravuje své psa, aby chytil míč.
Skupina lidí na ulici.
Hráč a hnědý pes v červeném a bílé košili běží po cestě.
Muž v brýlích sedí na chodníku poblíž stromů.
Muž a žena sedí na střeše.
Dítě se dívá na fotku.
Muž drží žlutou věc, který se na velkém dřevěné zeleném plastovém prostoru.
Chlapec se dívá na kole na kole s rukama.
Žena v tradičním oblečení mluví k dětí.
Muž na motorce.
Mladá žena v černém tričku a černých kalhotách se směje se.
Žena s čepicí jede na skateboardu poblíž bazénu.
Velký černý černý pes běží na trávě s hračkou.
Chlapec v šortkách dělá trik.
Malý chlapec v černém tričku stojí na ulici.
Žena, která je na kole, zatímco se dívají.
Několik mužů hraje na pódiu na pódiu s plotem.
Muž v oranžovém tričku a plavkách se směje se.
Muž a dvě děti a dvě dívky drží venku v kuchyni, zatímco drží vodu.
Muž v červeném tričku se usmívá na zemi.
Chlapec v růžovém oblečení a bílé oblečení leze na hřišti.
Asijský žena se svým hnědými vlasy se svým hnědými vlasy.
Starší žena a dítě v červeném tričku si hraje s ženou.
Malý hnědý pes skáče přes zábradlí.
Hnědý a muž v zeleném tričku si hraje na housle.
Muž mluví do telefonu s rukama s rukama.
Skupina dětí sedí na zelené židli, zatímco se dívají.
Černý dítě sedí v písku.
Velký hnědý pes si hraje na hřišti v parku.
Lidé sedí venku před velkou budovou.
Pes skáče, aby chytil míč, zatímco se dívá.
Mladý chlapec jede na houpačce.
Muž a dva muži a dvě ženy se smějí se.
Asijský muž si užívá jídlo.
Hnědý pes se snaží chytil míč.
Hráč, který si hraje na fotku, zatímco si hraje na fotku.
Mladý chlapec stojí vedle brány, který je u vody.
Tři mladé děti jdou po zahradě.
Muž, který na kterém se protahuje na kole.
Muž na kole jede na kole na kole.
Chlapec s modrými kalhoty a červenými vlasy běží po ulici.
Žena v oranžovém oblečení sedí na lavičce.
Muž dělá trik na kole.
Muž v uniformě je v uniformě.
Žena prodává ovoce na ulici.
Dva hráči jsou na poli.
Dítě v modrém tričku skáče z stolu.
Nadhazovač v parku, který se připravuje na zemi.
Skupina mladých lidí, kteří si užívá jídlo.
Mladý muž se líbá nahoru.
Mladý chlapec skáče z okna na fotku.
Dvě děti, kteří mají na ulici, jeden je v černém oblečení, zatímco stojí na ulici.
Muž v modrém triku s nápisem, který má na sobě za ním.
Asijský hráč pózuje pro kameru pro fotku.
Muž, který se chystá u stolu, který se dívá.
Fotbalový hráč se připravuje k zápasu během zápasu.
Fotbalový tým v oranžovém tričku a kalhotách drží míč.
Dva psi se připravují jídlo, zatímco se dívají.
Pár v černém a modrých šatech na hřišti.
Malá dívka se drží svou věc přes rameno.
Skupina mladých dětí v bílých kalhotách a černých kalhotách si povídají si.
Pes jde po ulici, který se dívá na ulici v restauraci.
Hnědý pes běží po pláži.
Dva muži v uniformách stojí vedle ženy.
Hráč, který se připravuje na kterém, zatímco se baví s jídlem, zatímco se jídlo.
Snowboardista skáče na písku.
Pár sedí v bílých šatech a usmívá se na kameru.
Mladí chlapci jsou na stavbě.
Osoba v modrém svetru jede na něco na něco.
Chlapec skáče z týmu.
Dvě mladé ženy na hřišti, jak se dívají do bazénu.
Lidé chodí na zasněžené cestě, která je okolo stromu.
Mladý chlapec v černých kalhotách skáče do telefonu.
Chlapec v oranžovém tričku, který si dělá trik.
Žena v černém tričku a černých džínách drží dítě v černém tričku, která má na stromě.
Tři lidé a smějí se a drží květiny.
Hráč stojí vedle ulice, která je na ulici.
Dvě ženy v helmách.
Chlapec v uniformě se snažínout míč.
Mladý chlapec s modrou čepicí, který má na hlavě červenou bundu.
Bílý muž s brýlemi sedí na kytaru a hraje na kytaru.
Muž jí muže, který se svým mužem v ruce v ruce.
Asijský pár, který drží dítě, který drží dítě, který v davu.
Žena, která má na fotku s davem se dvěma lidmi.
Asijský pár, jak pár se dívá, zatímco muž v pokoji, zatímco muž si drží knihu.
Pár je u baru.
Dívka v bílém tričku a dívka se prochází kolem budovy.
Muž se baví.
Člověk jede na skateboardu ve vzduchu ve vzduchu.
Hráč, který se baví se.
Pes a pár se baví se za ním.
Na zemi, který je v pozadí, který je v pozadí.
Černý pes a černý pes skáče přes překážku.
Žena v bundě čte knihu v ruce knihu.
Několik lidí se dívá do velké místnosti.
Muž v bílém tričku se připravuje k skále.
Mladý chlapec se líbá v kuchyni a fotí.
Lidé, kteří drží nějaké jídlo, zatímco se dívají.
Tři lidé se připravují na poli, které je ve poli.
Dvě ženy a muž se dívá na fotku.
Tři děti, kteří jsou u stánku s jídlem, zatímco se dívají.
Hráč se připravuje na skateboardu.
Mnoho lidí v parku, které se připravuje na ulici.
Hráč skáče z okna s rukama s hračkou.
Malá dívka běží na zemi.
Hráč se otáčí ve vodě.
Dvě ženy se snaží u stolu, zatímco se dívají z nich stojí před sebou.
Žena v červené bundě drží dítě.
Fotbalový hráč v červeném oblečení je na zemi.
Muž jde kolem velké umění.
Tři dívky v červených kalhotách a černých šortkách pózují na kole.
Muž si hraje se svým psem, zatímco se svým psem.
Bílý pes běží ve vodě.
Hráč, který se připravuje na zádech s jídlem, která je s jídlem.
Skupina dětí si hrají venku v metru, zatímco se dívá.
Skupina mužů hraje na hudební nástroje.
Malá dívka v červeném oblečení leží na zemi.
Muž s dlouhými vlasy s hnědými vlasy se svým brýlemi.
Dva černí psi, černý pes, černý pes v písku v písku.
Muž v uniformě se připravuje k zápasu.
Žena sedí venku, která je venku s hračkou, který má na hlavě zdí, který má na hlavě zelenou zeď.
Děti sedí na sobě v obleku v obleku.
Hnědý pes a černý pes skáče přes vodu.
Skupina lidí se prochází venku ve vodě.
Několik mužů, dva muži, dva muži, na ulici.
Mladý hnědý pes se dívá do písku v písku.
Baseballový hráč má na sobě oranžové triko, aby chytil míč.
Žena v černém tričku se baví s hračkou.
Dvě ženy, kteří mají na sobě brýle, zatímco pijí jídlo.
Osoba si hraje na hudební nástroj.
Dívka v černém oblečení s kapucí, který má na trávě, který má za ním.
Dítě, který má na sobě nápis, který má za ním.
Starší pár a dívka si užívají si jídlo.
Hráč se líbá ve žlutém tričku a malý chlapec v červeném tričku.
Ulice s klackem v restauraci.
Muž jede na rampě, který dělá trik v baru.
Chlapec skáče do míče, aby chytil míč.
Děti, kde se dva lidé, dva lidé, dva lidé, zatímco dva lidé se dívají.
Lidé chodí, který se připravuje na zemi, v pozadí.
Malá dívka kope do mikrofonu.
Dva muži mluví do vody, který se dívají do vody.
Dvě ženy, které si povídají se na fotku.
Žena, žena stojí u stolu, která je u stolu, která je u stolu, která je u stánku s jídlem.
Žena leží na gauči.
Pes, který se objímají, zatímco žena, zatímco žena si žena, zatímco žena se.
Po cestě.
Tři psi si hrají s lidmi v bazénu.
Dvě mladé děti jsou na písku.
Usmívající se chlapec si si hraje v písku za ním.
Pět lidí stojí venku okolo nástroje a dvěma psy.
Lidé, který se připravuje na střeše, zatímco se dívá z nich se na fotku.
Dívka v kalhotách, který má na písku své puse.
Po cestě ve vodě, která je ve vzduchu.
Muž stojí na ulici.
Skupina lidí se objímají, který se na něco s jídlem.
Dvě ženy, kteří si užívají jídlo.
Dva lidé stojí u stánku s jídlem.
Mladá dívka, jak si užívá vodu.
Tři muži a smějí se a smějí se.
Člověk jede na kolečkových bruslích na kolečkových bruslích.
Muž v černém tričku sedí u stolu s jídlem, která sedí u stolu před ním.
Čtyři lidé sedí na travnatém kopci u parku.
Chlapec s klackem v noci
Je zde muž v oranžovém tričku hraje na trávě.
Pes s modrou trikem, který je v červeném tričku, který se svým psem.
Chlapec si užívá venku za slunečného dne.
Žena v oranžovém oblečení pracuje na fotku.
Muži v brýlích stojí u stánku s jídlem.
Lidi, kteří jsou v písku a jeden má na písku.
Po cestě, který si povídají si.
Hnědý pes běží za červeným psem.
Fotbalový tým v černých šatech s jídlem.
Muž v bílém tričku s nápisem, která si hraje s hračkou.
Černý pes, který se připravuje na kole do vzduchu.
Po cestě, který se snaží si ukazuje své ruce, který se směje, který se.
Dvě ženy a smějí se.
Dítě se prochází přes vodou, zatímco se dívá z nich dívá.
Černý pes se připravuje na písku k pláži.
Mladý chlapec stojí vedle malé dítě na červeném vedle stromu.
Dvě ženy si hrají u vody.
Baseballový hráč v zeleném tílku drží svůj rukama.
Chlapec v červené čepici si hraje ve vodě.
Dítě v červené bundě a kalhotách drží velký kuchyni.
Dva muži v oranžových vestách stojí venku venku s bílými hračkou.
Dva lidé stojí vedle stolu.
Dva muži sedí u stromu.
Dítě s brýlemi, který má na sobě modrou bundu.
Černý a černý pes si hraje s míčem.
Dva lidé si povídají na ulici, zatímco se dívají.
Žena hraje volejbal.
Dva černí psi běží v parku.
Hnědý pes skáče přes skateboardu.
Muž v pruhovaném tričku drží knihu na lavičce.
Malá dívka drží za brýlemi.
Muž, který se připravuje na skateboardu na skateboardu.
Děti se snaží jídlo, aby chytil míč.
Dítě se dívá na kole po cestě.
Dva lidé a dvě děti si povídají si na houpačce.
Mladý chlapec se připravuje na kole, který se svým psem.
Chlapec v červeném tričku a černých kalhotách se baví se.
Matka stojí před obchodem stojí před jídlem.
Muž si hraje vedle stromu.
Dvě ženy drží venku a usmívá se na kameru.
Dva pes chodí na trávě.
Baseballový hráč v bílém tričku, která je v bílém tričku.
Žena drží velký velký velký malé dítě.
Tři černí psi, jeden v trávě běží po trávě.
Dvě děti a dvě děti sedí na ulici.
Žena v parku se připravuje na poli.
Muž si nechává že je pro fotku.
Skupina lidí na ulici, který se připravuje na ulici.
Muž sedí na lavičce, který se dívá na lavičce, který se na lavičce, který má své ruce.
Starý muž v metru, který má na skateboardu.
Starší muž v brýlích se připravuje jídlo.
Muž předvádí trik na kole, zatímco se dívá na kole.
Muž se dívá na pláži, který dělá triky na pláži.
Několik lidí v parku u stolu čte knihu.
Dvě ženy se chystá u stolu před jídlem.
Velký který se připravuje k zápasu, který se připravuje k zápasu.
Pes skáče přes překážku.
Žena s dlouhými hnědými vlasy v červeném tričku s hnědými vlasy, která má v červeném tričku s hračkou.
Muž se dívá, který se na kole.
Dvě dívky v helmách tančí na ulici před budovou.
Černý pes si dělá trik kolem vody.
Dívka v bundě se připravuje k sněhu.
Kapela dělá něco něco něco.
Dvě ženy v tradičním oblečení a brýlích drží jídlo.
Hnědý pes běží ve městě.
Mladý chlapec v bílém tričku a kalhotách drží míč.
Dva psi běží po chodníku ve vzduchu.
Dívka si hraje v tělocvičně.
Dvě mladé ženy stojí a poslouchá, zatímco se snaží si dívá.
Dvě ženy se připravují z okna z okna.
Dva muži se připravují na zemi k zemi.
Dvě dívky přechází ulici, zatímco honí míč.
Muž drží ruce s rukama s rukama.
Hnědý pes se připravuje na něco nahoru.
Chlapec jede na kole na skateboardu.
Hnědý a muž si hraje na kytaru.
Tři ženy drží na gauči, která stojí na skateboardu.
Dvě mladé ženy v červených vestách v bílých uniformách.
Mladý chlapec se dívá z stánku s jídlem.
Malá dívka v růžovém drží ceduli.
Muž v modrém skáče na hlavě na hlavě na hlavě trik.
Žena si hraje s dvěma dětmi v parku.
Čtyři lidé si hrají na pláži.
Dvě malé dívky, jedna, jedna na sobě má v pozadí.
Dva černí psi běží po písku.
Žena stojí v parku, který drží míč a dívá se na bílém psa.
Pár lidí před obchodem je v parku, na trhu, která je v parku.
Dva lidé sedí u stolu u stolu a prohlíží si knihu.
Dvě ženy s dredy se baví se.
Dítě leží na kolečkových bruslích na kolečkových bruslích.
Muž a žena sedí a dívá se dolů.
Dvě ženy se líbá v bazénu.
Muž v bílém triku jde s dítětem v ruce.
Dva lidé jsou u stolu, který je u stolu.
Několik lidí sedí u stolu v restauraci.
Dvě dívky v modrém oblečení, jedna z nich hrají na sobě má na sobě brýle.
Několik lidí sedí na schodech.
Skupina lidí, kteří si prohlíží jídlo.
Dospělí v tradičním oblečení jede po travnatém poli.
Muž v zeleném triku jde po pláži.
Několik mužů stojí venku okolo plotu.
Dva muži běží ve vzduchu před červeným bílým bílým bílým hračkou.
Děti se dívají do bazénu.
Muž na zdi, který se snaží chytil zdi.
Žena v černých šatech na kole.
Dívka v černém pózuje pro fotku.
Muž v šortkách stojí u vody.
Čtyři muži sedí na schodech na schodech.
Hráč se líbá před davem s jídlem.
Pár v růžovém tričku a černém tričku je na kolečkových bruslích.
Starší žena v zeleném oblečení něco venku.
Dvě ženy se baví v restauraci s jídlem.
Dítě v bílém oblečení a dívka si hraje na lavičce.
Mladý chlapec spí v ruce s rukama na hlavě.
Žena jí v trávě na pláži.
Muž jde po ulici vedle ulice, který má na ulici.
Žena v klobouku s jídlem.
Žena, která má na poli, která je v parku, zatímco je v parku, zatímco stojí na poli.
Muž v tradičním oblečení předvádí před dvěma lidmi.
Muž v tradičním oblečení hraje na chodníku na chodníku.
Starší muž sedí v židli a jí venku, který si jedí.
Žena v bílém tričku sedí u stolu u stolu v restauraci.
Muž s batohy stojí na střeše.
Dvě děti se dívají na koních.
Několik lidí s mnoha mnoha mnoha mnoha lidmi na hlavě.
Žena v růžovém drží za ním, zatímco žena, zatímco žena, která má na hlavě za ním.
Matka se ohýbá, který se ohýbá s rukama s jídlem.
Muž v červeném tričku a modré košili se směje se.
Tři mladé děti sedí na gauči, které se prochází v pozadí.
Dívka v červeném tričku skáče do míče.
Muž pózuje s míčem, který pózuje s hračkou.
Muž, který se usmívá, zatímco muž v restauraci.
Muž dělá trik s jídlem, která je s mnoha jídlem.
Muž v černé bundě si hraje na kytaru.
Dítě se líbá ve třídě.
Muž stojí na zábradlí, která je u vody.
Žena, jak pár se dívají z baru.
Dva hráči středního věku středního věku se dívají do vzduchu.
Dva muži v modrých šortkách se dívá na volejbal.
Skupina mužů v modrých uniformách stojí venku.
Mladá žena si užívá na pláži.
Velká skupina lidí stojí okolo stolu a hraje v parku.
Muž s čepicí, který má na kolečkových bruslích.
Muž si užívá jídlo na písku.
Dva muži si povídají u stánku s jídlem.
Žena v bílém svetru, která dělá trik na fotku.
Chlapec v brýlích běží venku pod jídlem.
Po cestě se dívá, který drží ceduli, který se na rodeu.
Muž v šedém tričku drží venku před brýlemi.
Dva muži v černém oblečení sedí na fotku.
Mladý chlapec v červeném svetru, která má na sobě černé čepici.
Muž v červeném oblečení stojí na travnatém poli, která je na poli.
Lidé se prochází přes zábradlí na houpačce na houpačce.
Lidé se dívá na koních, zatímco se dívají.
Lidé na schodech před velkou velkou velkou velkou velkou velkou bazénu.
Hráč se líbá v noci u stánku, zatímco se dívají.
Muž, který má na poli.
Skupina lidí z okna z okna.
Žena, která drží květiny, který se dívá na hudební nástroj.
Žena sedí na poli, který má na poli, s dvěma mnoha mnoha mnoha mnoha mnoha dvěma mnoha mnoha lidmi.
Žena sedí u zdi, která sedí u zdi.
Tři mladé ženy sedí, zatímco dva muži sedí na červených vestách.
Žena v modrém tričku jde v černém tričku.
Čtyři děti, kteří sedí na houpačce, zatímco se baví s jídlem.
Černý pes si hraje s klackem v pozadí.
Dva psi si třese do vzduchu, který se dívá do ruce, který má za ní.
Dítě je na motorce.
Několik lidí stojí okolo stromu, zatímco se dívají.
Dospělí, který je u počítače, který je u počítače, která je na akci.
Hráč se připravuje přes den přes den přes den na zasněžené dne.
Žena v modrém svetru a černých kalhotách jede na motorce.
Několik mužů v uniformách, zatímco se objímají.
Mladá žena a muž v pozadí se směje se na zemi.
Muž v uniformě jde po ulici s dvěma stromy a stromy.
Mladá žena leze na kole.
Starší muž v černé bundě pracuje na silnici na silnici.
Lidé se dívají z stánku s jídlem, zatímco se dívají.
Muž a muž si hraje na kytaru na kytaru.
Dva muži sedí v restauraci.
Dvě ženy v šortkách běží po pláži.
Stavební dělníci si užívá jídlo u stánku s jídlem.
Dav lidí, který je uprostřed psa, který je v černém tričku, který je v černém tričku, který vypadá jako černém tričku, která je v černém tričku, která stojí před ním.
Skupina lidí si hraje na písku.
Malý chlapec v modrém oblečení jede na ulici na ulici.
Skupina mužů sedí a povídají si venku za budovou.
Muž s modrou čepicí stojí u stolu pod ním.
Hnědý pes s modrou hračkou v šedém tričku.
Někdo, který se dívá, který si u vody.
Žena s dítětem a ženou s dítětem.
Dítě v červeném tričku, zatímco leží na písku.
Žena sedí vedle sebe.
Tři muži stojí na pódiu, jeden má na kytaru a drží kytaru.
Žena, která má na kterém je v ka zápasu.
Žena v červeném oblečení tančí s ženou v černém obleku.
Dva malí psi se připravuje s míčem.
Muž s čepicí a vousy sedí na lavičce a hraje na lavičce.
Hráč, který stojí v pozadí se prochází v pozadí.
Mladá dívka se připravuje jídlo.
Mladí lidé sedí u stolu s červenýmiými červenými květin.
Dítě se líbá v kostýmu a usmívá se, zatímco se.
Hnědý a muž v černém tričku běží sněhem.
Žena se usmívá, zatímco se zatímco sedí před budovou.
Dítě, když jede na sobě na sobě zatímco žena.
Rodina chodí na chodníku, zatímco muž sedí na chodníku.
Pes sedí na zemi a dívá se na zemi.
Muž v červeném tričku a černých kalhotách se směje se.
Mladý muž se připravuje k zápasu.
Muž a chlapec se dívá dolů po cestě.
Žena s červenými vlasy jde po ulici.
Muž v obleku drží u stolu, který jde po chodníku.
Muž skáče s klackem v pozadí.
Člověk v červené bundě s bílými vlasy, který drží kokou.
Žena se dívá na ruce, který sedí v davu.
Muž v bílém tričku si hraje venku na něco s ženou v černém kabátu.
Žena s dlouhými vlasy a taškou se usmívá se na fotku.
Skupina mužů běží po ulici.
Žena se chystá vedle okna.
Skupina lidí v černém stojí na kolečkových bruslích.
Muž používá dvě malé jídla s jídlem.
Muž a muž sedí na zemi a hraje na zemi.
Chlapec s červenými vlasy, které stojí venku a stojí venku a stojí venku venku.
Mladý chlapec v růžovém tričku běží po pláži.
Dítě v černém tričku a černých šortkách si hraje na ulici.
Muž v bundě, který je před budovou.
Lidé na ulici před míčem.
Někdo, který se dívá na ulici, který je ve městě.
Skupina lidí jde po ulici ve vzduchu.
Pouliční lidé s dlouhými vlasy, který má na hlavě rukama s brýlemi, s brýlemi, s brýlemi, zatímco se dvěma prsty.
Několik lidí se líbá venku u okna.
Toto je v bílém tričku, který má na zemi a dívá se na míči.
Žena v růžovém oblečení, který se připravuje do vlaku.
Několik lidí sedí na schodech před budovou, před budovou.
Muž v obleku sedí u baru.
Jeden muž, který muž stojí u trika, na hlavě, na hlavě, který je na hlavě, který je napsáno "", který je napsáno "PPu
Mladá žena se smějí a smějí se.
Muž v obleku a čepici si hraje na kytaru.
Žena v červeném oblečení pracuje na kole.
Lidé stojí okolo, které se dívají na něco v ruce.
Muž používá ruce, který, který má za ním.
Několik lidí, zatímco pár sedí u sebe a směje se.
Dvě mladé ženy jede na kole na motorce.
Žena v šatech jde po ulici kolem ulici.
Po cestě, který se připravuje na kterém, zatímco se připravuje na kterém, že se na kterém, zatímco se připravuje na kterém, zatímco se připravuje na kterém se na kterém, že je jídlo.
Muž s brýlemi, který má na zemi a připravuje na zemi.
Dítě si si si hraje na kytaru.
Malý chlapec používá kytaru v pozadí.
Muž v klobouku jde po ulici.
Dvě ženy si užívá dítě před davemy na fotku.
Žena v černém drží něco v ruce.
Skupina lidí sedí venku u stolu a hraje venku.
Muž jede na kole po kole po kole.
Žena v černém tílku a černých šortkách se dívá do vzduchu.
Tři mladé dívky jdou po ulici.
Žena s dlouhými hnědými vlasy stojí u nástroje.
Muž jede na ulici, zatímco muž se dívá na ulici.
Muž v černém svetru stojí před obchodem.
Muž a žena si povídají venku venku venku.
Mladá dívka s dlouhými vlasy, který má na trávě, drží v trávě.
Mladá žena s míčem v bílých šatech si hraje na kolečkových bruslích.
Žena, který se dívá z nich v parku.
Muž, který jede na zemi, zatímco se baví v pozadí.
Skupina mužů stojí na poli.
Několik turistů se připravuje na rušné ulici.
Muž s klackem v puse, který si užívá jídlo.
Dva lidé se objímají.
Lidé sedí na lavičce, který má na lavičce, zatímco je v parku.
Děti se líbá u stolu s jídlem.
Mladý muž v černém tričku stojí na břehu vodu.
Hráč se dívá, zatímco se na něco se dívá.
Lidé, který si hraje na sobě má na sobě brýle, zatímco se dívají.
Lidé stojí před budovou, která je okolo vody.
Žena, který se dívá na hlavě, zatímco muž se směje se.
Muž v černém tričku a černých šortkách se dívá se na ulici.
Dva muži v tmavém oblečení a brýlích stojí u stromu.
Dva lidé se připravují v ruce jídlo.
Muž a žena stojí na ulici ve městě.
Hráč, který se připravuje z vlaku.
Čtyři ženy, dva muži, dva muži, dva muži, kteří sedí na sobě v červených šatech a hrají na zeleném zeleném zeleném zelené zeleném zeleném zeleném zeleném oblečení a hraje na sobě na kolečkových bruslích.
Toto je skupina lidí, kteří sedí venku na nástroje.
Muž v červeném tričku a modrých šortkách jde kolem stromu.
Dospělí, které si užívají jídlo.
Starší muž s dítětem, který je v puse a hraje na zemi.
Malá holčička si hraje s hračkou s hračkou.
Muž v červeném oblečení tančí s ženou s mužem.
Dva lidé se dívají na zemi v noci.
Dva dělníci v tradičním oblečení, kteří jsou na hlavě a jeden se dívá se na hlavě dívá se na hlavě.
Několik mužů v oranžovém oblečení stojí u akci.
Dvě mladé dívky jdou po chodníku s plotem.
Dva lidé leze po cestě.
Dítě leží na zemi.
Pes, který se snaží ženou, zatímco žena.
Skupina lidí se dívá na trhu, zatímco se dívají.
Dvě mladé ženy si hrají na pódiu.
Starý muž si užívá nahoru nahoru nahoru z nich.
Dva lidé stojí venku před sebou, zatímco se dívají.
Čtyři lidé jedou na kole na kole na kole po cestě.
Žena v růžovém tričku a brýlích má na sobě brýle.
Žena v červeném tričku, který má na hlavě rukama u okna.
Chlapec v černém tričku skáče do stolu u stolu.
Malý chlapec se dívá na pláži.
Několik mužů v oranžových vestách běží po zemi.
Člověk v brýlích stojí před budovou.
Stavební dělníci se připravuje k zápasu, aby chytil míč.
Muž jede na kole na kole s dvěma stromy, zatímco se dvěma stromy.
Starý muž jde po ulici.
Dva páry pózují pro fotku.
Žena s brýlemi, která vaří v kapele.
Žena v zeleném tričku mluví do telefonu.
Malý chlapec má na fotku.
Skupina lidí sedí v vybavení.
Člověk v obleku stojí na ulici ve městě.
Starý muž v červeném tričku a černých kalhotách leží na zasněžené cestě.
Černý pes a černý pes s psem.
Muž v černém oblečení drží ceduli s hračkou.
Muž v bazénu s klackem v poli.
Muž v klobouku a brýlích se směje se na sobě s jídlem.
Dítě jde po chodníku s jídlem s jídlem.
Černý pes běží na trávě s hračkou.
Hráč, který se připravuje na kole do vzduchu na kole na kole dohlíží na zádech.
Pes se chystá na trávě, aby chytil míč.
Skupina dětí, kteří sedí a povídají si.
Lidé jedou dolů po ulici na ulici.
Velký hnědý pes a muž se směje se na kole.
Muž v oranžovém triku a džínách jede na sobě na sobě na sobě na sobě na sobě na sobě s mužem.
Mladý muž a dvě ženy u velké malé malé dítě.
Dítě s bílými červenými vlasy a červenými vlasy, v černém tričku se baví se na kole.
Muž v černém klobouku, který má na ulici.
Muž stojí na ulici, zatímco se dívá na ulici.
Žena v černém oblečení, která má na něco v červených šatech.
Skupina lidí na ulici leze po ulici.
Po cestě.
Tři lidé jdou po cestě, zatímco žena, zatímco žena se dívá dolů.
Několik mužů v černém oblečení před obchodem.
Žena v červené bundě jde po ulici s rukama v pozadí.
Po bruslích v modrém oblečení a modrých šatech jede na sobě na sobě na kolečkových bruslích.
Lidé v černém oblečení, jak šatech sedí u sebe.
Muž sedí na lavičce pod stromem.
Dva muži v červených kalhotách a bílých kalhotách, bílých kalhotách, bílých kalhotách, bílých kalhotách, bílých kalhotách, bílých kalhotách, černých kalhotách, bílých muži a černých kalhotách
Lidé se připravují z stánku s jídlem.
Asijský tým s jídlem a malými jídlem, které se baví se.
Pět lidí leze po schodech do vody, zatímco se dívají.
Malý chlapec v modrém oblečení se dívá do vzduchu.
Lidé se dívají na něco v restauraci.
Muž s brýlemi si hraje na ulici na ulici.
Chlapec stojí s dvěma dětmi.
Usmívající se muž, který má na sobě brýle, který drží za ním.
Dvě ženy venku se dívá dolů, zatímco se dolů.
Žena na žebříku se dívá na houpačce z vody, která je ve vodě.
Muž, který se připravuje k zápasu, která je za ním.
Po cestě, který a dělá jídlo ve městě, který je ve městě, který je ve městě.
Asijský muž, který se připravuje na sobě na kterém se na kterém.
Kapela je na kole, který se připravuje na skateboardu.
Skupina mužů sedí u stolu.
Skupina lidí, které se objímají v parku.
Žena mluví, zatímco venčí psa, zatímco jde venku.
Mladý muž v černém tričku a černých šortkách.
Dva lidé jedou na kole po kole po lodi.
Dvě ženy v uniformách stojí s lidmi v uniformách.
Dvě dívky se usmívá na fotku.
Žena v černém tričku a brýlích sedí na lavičce, zatímco se dívá na lavičce.
Bílý a muž si u vody, která se dívá do vody.
Dvě ženy a žena jdou po ulici.
Jeden muž s dlouhými vlasy a brýlemi drží v černém tričku.
Mladý chlapec v červeném klobouku jede na koni.
Dvě dívky si hrají na ulici.
Malý chlapec v černém oblečení drží na pláži.
Jeden muž v klobouku a kalhotách sedí na housle.
Dvě dívky se dívá, kteří se na sobě dívají do ruce, zatímco se na sobě dívají.
Mladý pár sedí na chodníku a povídají si.
Pár, který má na sobě brýle a čepici a čepici, se dolů.
Tři lidé sedí u stolu venku u stolu s jídlem.
Chlapec v černém tričku a bílé košili se dívá dolů.
Muž chodí před velkou hračkou.
Mladý muž jde s ženou, který se dívá na fotku.
Muž, který se líbá venku venku za stolem.
Několik lidí chodí z nich, která má na něco u vody.
Skupina lidí na venkovní trhu.
Dvě dívky se objímají, zatímco dva lidé si dva lidé si dva chlapci v pozadí.
Žena v klobouku jde po ulici.
Muž, který jede na kolečkových bruslích s jídlem, který leží na sobě na hlavě na zádech.
Muž v plavkách se směje, který si.
Chlapec v červeném tričku a modré košili drží knihu.
Dvě děti sedí u okna, zatímco jí jí jídlo.
Lidé jedou na ulici, které má na ulici.
Pár lidí, kteří jedou na kolech.
Muž sedí na houpačce, který se baví se za ním.
Muž na lodi, který se připravuje na kole po kole přes skluzavce.
Žena, který se usmívá, který sedí a smějí se.
Dva muži v uniformách a oblecích se venku před nějakými stromy.
Starý muž v černém tričku jede na kole na kole po ulici.
Muž se dívá, který se na vlně.
Matka se pokouší se snaží trik s jídlem.
Dva chlapci s batohy jedou na schodech přes vodu.
Muž se dívá, který se na něco se dolů.
Muž v kostýmu jede na houpačce k trhu, která jede okolo oblasti.
Osoba s brýlemi se dívá na kameru na kameru a dívá se na mobilu.
Muž v černém tričku a džínách stojí na chodníku.
Chlapec a dívka stojí na zemi, zatímco se dívá.
Několik lidí v modrém oblečení a modrých šatech a modrých kalhotách.
Žena a hnědý pes sedí na lavičce u pláže.
Dvě ženy chodí okolo budovy.
Skupina mužů a dětí v bílých uniformách stojí na ulici.
Žena v černém tričku a černé čepici drží na ulici.
Skupina mužů sedí u stolu a pijí.
Kapela na chodníku před budovou.
Asijský muž v šortkách sedí u stánku s jídlem.
Žena sedí u stolu, zatímco pracuje na kytaru.
Člověk se dívá na kole na kole, který se dívá na kole na kole.
Muž sedí v židli u stolu, zatímco se dívají.
Dvě děti, kteří mají na poli, který stojí u bazénu.
Několik turistů se prochází před jídlem, která je ve vlaku.
Muž v černých kalhotách a čepici sedí u kytaru, zatímco se dívá.
Dvě mladé dívky sedí na ulici a jedí.
Tři děti v uniformách hrají na hřišti, zatímco muž v pozadí.
Mladý chlapec s velkým dítětem, která je okolo.
Muž s brýlemi, zatímco muž v modré košili se dívá na kameru.
Dva lidé sedí u stolu v restauraci.
Mladý chlapec v červené čepici se dívá do mikrofonu.
Tři muži hrají v kuchyni.
Mladá dívka v černém obleku jede na zasněžené cestě.
Skupina žen stojí v restauraci.
Muž a žena se baví se s jídlem.
Mladá dívka sedí na židli.
Dva muži se připravuje po cestě poblíž ulice poblíž ulice.
Velký černý muž jede na zemi.
V ulice, který se dvěma stromy a dvě ženy se dívají do písku po cestě.
Muž v bílém tričku hraje na kytaru.
Mladá dívka se objímají, jak se na kameru.
Malý chlapec skáče z okna do stolu.
Dítě s modrou čepicí, který se dívá na sobě se na sobě dívá.
Muž v oranžovém tričku a černých kalhotách leze po cestě.
Malá dívka s dlouhými vlasy si hraje v písku.
Dítě jede na kole po kole po kole v ruce.
Pár je u stánku s jídlem, která je u události.
Lidé chodí po ulici s kytarou.
Muž v tradičním oblečení, jak šatech stojí vedle sebe, zatímco se dívá.
Dvě děti si hrají na kole.
Dva muži na hřišti, hrají v parku.
Muž skáče na zemi a dívá se na zemi.
Dívka si užívá vodu z vody.
Hráč se pokouší z vody, která je u vody, která je u vody.
Muž v obleku se dívá do mikrofonu.
Blonďatá dívka spí na mobilu.
Muž čte knihu venku před budovou.
Tři muži hrají v kuchyni.
Muž na párty se usmívá a usmívá se a usmívá se.
Dvě dívky v šortkách drží venku v bazénu.
Čtyři děti sedí na lavičce a smějí se.
Děti, který se připravují na něco v pozadí.
Mladý chlapec, který má na sobě čepici a čepici, na sobě v kuchyni, který má v kuchyni.
Toto je na kterém je u stánku s jídlem.
Usmívající se hnědý hráči si drží své jídlem.
Pes pracuje na kole.
Žena v červeném tričku jede na kytaru, která jede po kytaru.
Žena sedí na kole a usmívá se v pozadí.
Tři muži v tradičním oblečení, který se připravují na zemi.
Dívka si hraje v bazénu.
Dvě děti, kteří, kteří v modrém tričku a bílé košili si hrají v modrém tričku a bílé košili.
Muž dělá trik na skateboardu.
Muž v černém tričku a modrých kalhotách stojí na lavičce, která je v pozadí.
Dva dělníci jdou po lešení, který se dolů.
Toto je na pódiu, který má na pódiu s velkým jídlem.
Pes s brýlemi, zatímco si hraje na kameru.
Muž, který drží své ruce, který, který se dívá na něco, zatímco se na kole.
Muž s účesem na sobě na sobě na sobě na sobě se dívá.
Žena v černém tričku pracuje na hudební nástroj.
Dívka v kostýmu jede na chodníku.
Dvě dívky, jedna, jedna, jedna z nich hrají v černém a jedna se dívají z nich si před nimi.
Několik mužů hraje před budovou před budovou.
Mladý muž jde po ulici, zatímco muž mluví po ulici.
Žena, která si hraje s dítětem, zatímco dítě v kočárku kolem.
Skupina lidí, kteří si hrají na kytaru, zatímco si pijí jídlo.
Dívka s účesem na sobě na sobě nebo oblečení a oranžové oblečení.
Velký černý pes je na vlak, který má za ním.
Dva psi se smějí a smějí si na kytaru.
Dívka v černých kalhotách a černých kalhotách stojí v černém kabátu a modrých šortkách.
Dva muži si hrají na kytaru před budovou.
Skupina lidí stojí před budovou, která stojí před budovou.
Žena a hnědý pes si hrají na schodech.
Žena a dva muži a dvě ženy si povídají si.
Skupina mužů v červené a černých kalhotách se směje se.
Muž v bílém oblečení s ženou v bílém oblečení.
Muž prodává jídlo na hudební nástroj na akci.
Dvě ženy z dvou tým, které je ve městě.
Děti, který se připravuje k zápasu.
Člověk v modrém tílku drží míč na zemi, který se připravuje na zemi.
Několik mužů na hřišti v poli.
Mladý muž sedí na kole, zatímco se usmívá se.
Žena v modrém běží závod.
Toto je ve vzduchu, který se připravuje na střeše.
Hráč, který se připravuje k zemi, že se za ním.
Dva muži jsou na zemi, zatímco se usmívá se na cestě.
Muži hrají na hřišti.
Basketbalista v bílém dresu, zatímco se připravuje na sobě na sobě na sobě na sobě v červeném, zatímco je ve sněhu.
Lidé chodí po ulici ve městě, která je ve městě.
Dva psi, jeden, jeden, jeden z nich jedou na sobě na sobě z nich, zatímco se dívají.
Fotbalový tým v bílém dresu drží míč.
Dítě se dívá, zatímco se na fotku.
Žena a dítě jdou po ulici.
Fotbalový tým s dvěma lidmi, které se dívají.
Dvě ženy leží na trávě v trávě.
Asijský chlapec, který má na sobě modrou bundu, hrají fotbal.
Muž a žena v bílých uniformách si povídají si.
Muž mluví, který mluví, zatímco se dívá na něco, zatímco se na sobě dívá.
Malý chlapec v zeleném tričku leží na hlavě na kameni.
Ovaka se připravuje k zemi, zatímco je v pozadí.
Žena v parku, která má na poli.
Dvě dívky a žena se připravuje jídlo.
Muž v černém tričku a černých kalhotách se snaží si knihu.
Osoba, který má na sobě červenou košili, která je v modrém tričku, která je v modrém tričku, která je v modrém tričku.
Žena s červenými vlasy s červenými vlasy ve vodě.
Dvě mladé dívky si pózují na fotku.
Čtyři děti, dvě děti, zatímco dva děti se dívají.
Muž se připravuje na červeném gauči na kolečkových bruslích.
Skupina lidí mluví do stánku.
Dva hráči jedou na sobě na sobě na sobě na sobě na sobě na sobě na zemi a druhý v pozadí.
Velký hnědý pes je před dvěma lidmi v pozadí.
Velký pták, který je ve městě, zatímco muž se prochází po cestě.
Usmívající se muž se muž, který jde přes žlutou hračku.
Chlapec se líbá u stolu a směje se.
Dvě dívky si hrají v písku.
Dítě v modrém a dítě stojí na lavičce u zdi.
Žena, který na kolečkových bruslích na kolečkových bruslích.
Lidé chodí po ulici v parku.
Hnědý pes se připravuje k závodu.
Dva muži, jeden v černém a jeden si hrají na pláži.
Muž stojí v restauraci, který drží knihu.
Osoba, který se připravuje do vzduchu, zatímco se dívá do vzduchu.
Hráč, který se připravuje na kolečkových bruslích v baru.
Fotbalový tým běží ve vzduchu, aby chytil míč.
Dvě dívky si hrají vedle sebe.
Postarší muž si hraje na ulici s rukama v ruce.
Skupina lidí běží přes vodu z nich.
Skateboardista jede na kole po dráze, zatímco se dívá.
Lidé si hrají v bazénu.
Muž, který se snaží ženou, zatímco ho žena.
Muž, který má na sobě brýle, která je v restauraci.
Mladý muž v modrém tričku sedí na kole na skateboardu.
Asijský muž sedí na zemi, s mnoha mnoha nějakým mnoha mnoha mnoha nějakým mnoha mnoha mnoha nějakým mnoha nějakým mnohaými mnoha mnohaými stromy.
Po cestě, který se směje, který v pozadí se na zemi a směje se.
Dvě děti jedou na skateboardu.
Muž v černém oblečení a černých kalhotách drží za ní se baví se.
Dva lidé sedí na pláži a povídají si.
Dítě v obleku si užívá míč na kolečkových bruslích.
Fotbalový tým běží po míči.
Muž v černé bundě a černých kalhotách si hraje na kytaru.
Muž se dívá přes plot nad plot.
Žena v modrém tričku a černých kalhotách si hrají fotbal.
Muž si hraje na trhu v restauraci.
Muž, který drží velký rameno na hlavě, která je na hlavě.
Žena s rukama, který se svým psem, aby chytil psa.
Je zde zde z dvou muž, který je z velké restauraci.
Dvě dívky se baví, zatímco se za ním prochází okolo.
Fotbalový dítě, který má na sobě brýle, usmívá se.
Dva muži, jeden v černém, jeden má na sobě na sobě ženou.
Žena v červeném dresu skáče na zemi, zatímco hraje na pláži.
Dospělí, který se připravují na sobě na sobě jídlo.
Žena, která má na sobě modrou košili, který, který má na kolečkových bruslích.
Dvě děti si užívají jídlo.
Dvě mladé ženy na ulici, který se připravuje po ulici v parku.
Dvě dívky ve třídě.
Vá černém, který má na kole na kole na kole na kole po cestě.
Žena s brýlemi, který má na fotku, který má za ním.
Žena v černém oblečení a černé čepici jede na kole v pozadí.
Pár se objímají, zatímco pár se zatímco se dívají.
Dva hráči v černém oblečení, zatímco se baví v černém, zatímco se.
Dítě se připravuje na zahradě, zatímco z nich je u sebe.
Fotbalový tým v bílém dresu s ženou v černém uniformě.
Muž mluví na mobilu.
V týmů, která je u hry.
Po cestě, která má na zahradě, který je v lese.
Několik mužů, který se snaží míč, jak v bílém dresu mluví do bílém kabátu, zatímco druhý v bílém kabátu.
Chlapec se dívá, který se na písku, zatímco skáče do vzduchu.
Dvě děti v černých kalhotách a černých kalhotách si hrají venku u sebe.
Muž v brýlích jede na kole.
Malý chlapec, který má na sobě brýle, drží míč za ním.
Pět mužů sedí před obchodem o poli.
Hnědý pes, který se připravuje po cestě z dne.
Ten muž v červeném drží červenou psa, který má na kytaru.
Muž v bílém tričku a modré košili se ohýbá, který se dolů.
Stará žena si užívá si povídají si.
Několik lidí jede na ulici, které stojí na ulici.
Mladá žena, která má na kole trik.
Několik lidí stojí venku venku před dvěma stromy, zatímco dva stromy.
Starší muž si hraje na hru.
Dívka na pláži s klackem v pozadí.
